import SharedPresentation

/// The browser's own words (key hints, help, states), in every supported language.
///
/// Kept in code rather than a `.strings` resource: the FeedBrowser target declares no resources,
/// and these are short labels next to the feature packages' localized titles and messages.
enum BrowserStrings {
    enum Key: String, CaseIterable {
        case move, open, back, reload, retryImage, search, sort, comment, follow, quit, keys
        case send, cancel, following, sending, you, noMatches, helpTitle, closeHelp
        case sortAPI, sortLocation, sortNewest, sortOldest, sortAuthor
        case group, groupByAuthor
    }

    /// The value of `key` in `language`, else in English.
    static func string(_ key: Key, language: String) -> String {
        let table = tables[language] ?? tables[SupportedLanguages.fallback]!
        return table[key.rawValue] ?? key.rawValue
    }

    /// Whether `language` has a value for every key (the tables are positional, so a missing one shifts the rest).
    static func hasEveryKey(language: String) -> Bool {
        tables[language]?.count == Key.allCases.count
    }

    private static func table(_ values: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: zip(Key.allCases.map(\.rawValue), values))
    }

    private static let tables: [String: [String: String]] = [
        "en": table([
            "move", "comments", "back", "reload", "retry image", "search", "sort", "comment", "follow", "quit",
            "keys", "send", "cancel", "following", "sending…", "you", "No matches", "Keys", "Any key closes this",
            "API order", "location", "newest", "oldest", "author",
            "group", "group by author",
        ]),
        "pt-BR": table([
            "mover", "comentários", "voltar", "recarregar", "tentar imagem", "buscar", "ordenar", "comentar",
            "acompanhar", "sair", "teclas", "enviar", "cancelar", "acompanhando", "enviando…", "você",
            "Nenhum resultado", "Teclas", "Qualquer tecla fecha", "ordem da API", "local", "mais novos",
            "mais antigos", "autor",
            "agrupar", "agrupar por autor",
        ]),
        "el": table([
            "μετακίνηση", "σχόλια", "πίσω", "ανανέωση", "ξανά εικόνα", "αναζήτηση", "ταξινόμηση", "σχόλιο",
            "παρακολούθηση", "έξοδος", "πλήκτρα", "αποστολή", "ακύρωση", "παρακολουθείται", "αποστολή…", "εσύ",
            "Κανένα αποτέλεσμα", "Πλήκτρα", "Οποιοδήποτε πλήκτρο κλείνει", "σειρά API", "τοποθεσία", "νεότερα",
            "παλαιότερα", "συντάκτης",
            "ομαδοποίηση", "ομαδοποίηση ανά συντάκτη",
        ]),
        "es": table([
            "mover", "comentarios", "volver", "recargar", "reintentar imagen", "buscar", "ordenar", "comentar",
            "seguir", "salir", "teclas", "enviar", "cancelar", "siguiendo", "enviando…", "tú", "Sin resultados",
            "Teclas", "Cualquier tecla cierra", "orden de la API", "ubicación", "más nuevos", "más antiguos",
            "autor",
            "agrupar", "agrupar por autor",
        ]),
        "fr": table([
            "déplacer", "commentaires", "retour", "recharger", "réessayer l’image", "rechercher", "trier",
            "commenter", "suivre", "quitter", "touches", "envoyer", "annuler", "suivi", "envoi…", "vous",
            "Aucun résultat", "Touches", "Une touche pour fermer", "ordre de l’API", "lieu", "plus récents",
            "plus anciens", "auteur",
            "grouper", "grouper par auteur",
        ]),
        "de": table([
            "bewegen", "Kommentare", "zurück", "neu laden", "Bild erneut", "suchen", "sortieren", "kommentieren",
            "folgen", "beenden", "Tasten", "senden", "abbrechen", "folgt", "wird gesendet…", "du", "Keine Treffer",
            "Tasten", "Beliebige Taste schließt", "API-Reihenfolge", "Ort", "neueste", "älteste", "Autor",
            "gruppieren", "nach Autor gruppieren",
        ]),
        "it": table([
            "sposta", "commenti", "indietro", "ricarica", "riprova immagine", "cerca", "ordina", "commenta",
            "segui", "esci", "tasti", "invia", "annulla", "in ascolto", "invio…", "tu", "Nessun risultato", "Tasti",
            "Un tasto qualsiasi chiude", "ordine API", "luogo", "più recenti", "meno recenti", "autore",
            "raggruppa", "raggruppa per autore",
        ]),
        "nl": table([
            "bewegen", "reacties", "terug", "herladen", "afbeelding opnieuw", "zoeken", "sorteren", "reageren",
            "volgen", "stoppen", "toetsen", "versturen", "annuleren", "volgend", "versturen…", "jij",
            "Geen resultaten", "Toetsen", "Elke toets sluit", "API-volgorde", "locatie", "nieuwste", "oudste",
            "auteur",
            "groeperen", "groeperen per auteur",
        ]),
        "pl": table([
            "ruch", "komentarze", "wstecz", "odśwież", "ponów obraz", "szukaj", "sortuj", "skomentuj", "śledź",
            "wyjdź", "klawisze", "wyślij", "anuluj", "śledzenie", "wysyłanie…", "ty", "Brak wyników", "Klawisze",
            "Dowolny klawisz zamyka", "kolejność API", "miejsce", "najnowsze", "najstarsze", "autor",
            "grupuj", "grupuj według autora",
        ]),
        "ru": table([
            "перемещение", "комментарии", "назад", "обновить", "повторить изображение", "поиск", "сортировка",
            "комментировать", "следить", "выход", "клавиши", "отправить", "отмена", "слежение", "отправка…", "вы",
            "Ничего не найдено", "Клавиши", "Любая клавиша закрывает", "порядок API", "место", "новые", "старые",
            "автор",
            "группировать", "группировать по автору",
        ]),
        "ja": table([
            "移動", "コメント", "戻る", "再読み込み", "画像を再試行", "検索", "並べ替え", "コメントする", "追跡", "終了",
            "キー", "送信", "キャンセル", "追跡中", "送信中…", "あなた", "一致なし", "キー", "いずれかのキーで閉じる",
            "API順", "場所", "新しい順", "古い順", "投稿者",
            "グループ化", "投稿者でグループ化",
        ]),
        "zh-Hans": table([
            "移动", "评论", "返回", "刷新", "重试图片", "搜索", "排序", "发表评论", "关注", "退出", "按键", "发送",
            "取消", "关注中", "发送中…", "你", "无匹配结果", "按键", "按任意键关闭", "API 顺序", "位置", "最新", "最早",
            "作者",
            "分组", "按作者分组",
        ]),
    ]
}
