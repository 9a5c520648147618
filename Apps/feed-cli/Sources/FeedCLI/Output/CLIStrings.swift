import SharedPresentation

/// The CLI's own words (states, hints, warnings), in every supported language.
///
/// Kept in code like `BrowserStrings`: a `.strings` resource needs the manifest's `defaultLocalization`, and
/// the FeedCLI target declares no resources. Placeholders are `{name}`, filled by `format`.
enum CLIStrings {
    enum Key: String, CaseIterable {
        case sending, cached, downloaded, notLoaded, noMatches, imageDataFailed, commentsFailed, saveHint, warning
        case cacheUnusable, cacheRecreated, usingSampleAPI, cannotWrite, needsTerminal
    }

    /// The value of `key` in `language`, else in English.
    static func string(_ key: Key, language: String) -> String {
        let table = tables[language] ?? tables[SupportedLanguages.fallback]!
        return table[key.rawValue] ?? key.rawValue
    }

    /// The value of `key` in `language` with each `{name}` replaced by `values[name]`, in one pass, so a value
    /// that itself contains `{name}` is never expanded.
    static func format(_ key: Key, language: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = string(key, language: language)[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            result += values[String(rest[rest.index(after: open)..<close])] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The languages that have a table.
    static var languages: [String] { Array(tables.keys) }

    private static func table(_ values: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: zip(Key.allCases.map(\.rawValue), values))
    }

    private static let tables: [String: [String: String]] = [
        "en": table([
            "Sending…", "cached", "downloaded", "not loaded: {cause}",
            "none of the {count} loaded images matches '{text}'",
            "the image data could not be loaded: {cause}", "the comments could not be loaded: {cause}",
            "Use --output FILE to save it, or redirect stdout.", "warning",
            "cannot use the cache at {path} ({cause}); continuing without it",
            "the cache was unreadable ({cause}); it was recreated empty",
            "no --base-url or FEED_API_BASE_URL given; using the built-in sample API at {url}",
            "cannot write {path}",
            "browse needs a terminal for input and output; use `feed-cli feed` in scripts.",
        ]),
        "pt-BR": table([
            "Enviando…", "em cache", "baixado", "não carregado: {cause}",
            "nenhuma das {count} imagens carregadas corresponde a '{text}'",
            "não foi possível carregar os dados da imagem: {cause}",
            "não foi possível carregar os comentários: {cause}",
            "Use --output ARQUIVO para salvá-la ou redirecione a saída padrão.", "aviso",
            "não é possível usar o cache em {path} ({cause}); continuando sem ele",
            "o cache estava ilegível ({cause}); foi recriado vazio",
            "nenhum --base-url ou FEED_API_BASE_URL informado; usando a API de exemplo embutida em {url}",
            "não é possível gravar {path}",
            "browse precisa de um terminal para entrada e saída; use `feed-cli feed` em scripts.",
        ]),
        "el": table([
            "Αποστολή…", "αποθηκευμένο", "λήφθηκε", "δεν φορτώθηκε: {cause}",
            "καμία από τις {count} εικόνες που φορτώθηκαν δεν ταιριάζει με '{text}'",
            "δεν ήταν δυνατή η φόρτωση των δεδομένων της εικόνας: {cause}",
            "δεν ήταν δυνατή η φόρτωση των σχολίων: {cause}",
            "Χρησιμοποιήστε --output ΑΡΧΕΙΟ για αποθήκευση ή ανακατευθύνετε την τυπική έξοδο.", "προειδοποίηση",
            "δεν είναι δυνατή η χρήση της κρυφής μνήμης στο {path} ({cause}), συνεχίζεται χωρίς αυτήν",
            "η κρυφή μνήμη δεν ήταν αναγνώσιμη ({cause}), δημιουργήθηκε ξανά κενή",
            "δεν δόθηκε --base-url ή FEED_API_BASE_URL, χρησιμοποιείται το ενσωματωμένο δείγμα API στο {url}",
            "δεν είναι δυνατή η εγγραφή του {path}",
            "το browse χρειάζεται τερματικό για είσοδο και έξοδο, χρησιμοποιήστε `feed-cli feed` σε σενάρια.",
        ]),
        "es": table([
            "Enviando…", "en caché", "descargado", "no cargado: {cause}",
            "ninguna de las {count} imágenes cargadas coincide con '{text}'",
            "no se pudieron cargar los datos de la imagen: {cause}", "no se pudieron cargar los comentarios: {cause}",
            "Usa --output ARCHIVO para guardarla o redirige la salida estándar.", "aviso",
            "no se puede usar la caché en {path} ({cause}); se continúa sin ella",
            "la caché era ilegible ({cause}); se volvió a crear vacía",
            "no se indicó --base-url ni FEED_API_BASE_URL; se usa la API de ejemplo integrada en {url}",
            "no se puede escribir {path}",
            "browse necesita una terminal para la entrada y la salida; usa `feed-cli feed` en scripts.",
        ]),
        "fr": table([
            "Envoi…", "en cache", "téléchargé", "non chargé : {cause}",
            "aucune des {count} images chargées ne correspond à « {text} »",
            "impossible de charger les données de l’image : {cause}",
            "impossible de charger les commentaires : {cause}",
            "Utilisez --output FICHIER pour l’enregistrer, ou redirigez la sortie standard.", "avertissement",
            "impossible d’utiliser le cache dans {path} ({cause}) ; on continue sans",
            "le cache était illisible ({cause}) ; il a été recréé vide",
            "ni --base-url ni FEED_API_BASE_URL indiqué ; utilisation de l’API d’exemple intégrée à {url}",
            "impossible d’écrire {path}",
            "browse a besoin d’un terminal en entrée et en sortie ; utilisez `feed-cli feed` dans les scripts.",
        ]),
        "de": table([
            "Wird gesendet…", "zwischengespeichert", "heruntergeladen", "nicht geladen: {cause}",
            "keines der {count} geladenen Bilder passt zu „{text}“",
            "die Bilddaten konnten nicht geladen werden: {cause}",
            "die Kommentare konnten nicht geladen werden: {cause}",
            "Mit --output DATEI speichern oder die Standardausgabe umleiten.", "Warnung",
            "der Cache in {path} ist nicht nutzbar ({cause}); es geht ohne ihn weiter",
            "der Cache war unlesbar ({cause}); er wurde leer neu angelegt",
            "kein --base-url oder FEED_API_BASE_URL angegeben; die eingebaute Beispiel-API unter {url} wird verwendet",
            "{path} kann nicht geschrieben werden",
            "browse braucht ein Terminal für Ein- und Ausgabe; in Skripten `feed-cli feed` verwenden.",
        ]),
        "it": table([
            "Invio in corso…", "in cache", "scaricato", "non caricato: {cause}",
            "nessuna delle {count} immagini caricate corrisponde a '{text}'",
            "impossibile caricare i dati dell’immagine: {cause}", "impossibile caricare i commenti: {cause}",
            "Usa --output FILE per salvarla, oppure reindirizza l’output standard.", "avviso",
            "impossibile usare la cache in {path} ({cause}); si continua senza",
            "la cache era illeggibile ({cause}); è stata ricreata vuota",
            "nessun --base-url o FEED_API_BASE_URL indicato; uso l’API di esempio integrata su {url}",
            "impossibile scrivere {path}",
            "browse richiede un terminale per input e output; negli script usa `feed-cli feed`.",
        ]),
        "nl": table([
            "Verzenden…", "uit de cache", "gedownload", "niet geladen: {cause}",
            "geen van de {count} geladen afbeeldingen komt overeen met '{text}'",
            "de afbeeldingsgegevens konden niet worden geladen: {cause}",
            "de reacties konden niet worden geladen: {cause}",
            "Gebruik --output BESTAND om hem op te slaan, of leid stdout om.", "waarschuwing",
            "de cache in {path} is niet bruikbaar ({cause}); verder zonder cache",
            "de cache was onleesbaar ({cause}); hij is leeg opnieuw aangemaakt",
            "geen --base-url of FEED_API_BASE_URL opgegeven; de ingebouwde voorbeeld-API op {url} wordt gebruikt",
            "kan {path} niet schrijven",
            "browse heeft een terminal nodig voor invoer en uitvoer; gebruik `feed-cli feed` in scripts.",
        ]),
        "pl": table([
            "Wysyłanie…", "z pamięci podręcznej", "pobrano", "nie wczytano: {cause}",
            "żaden z {count} wczytanych obrazów nie pasuje do '{text}'",
            "nie udało się wczytać danych obrazu: {cause}", "nie udało się wczytać komentarzy: {cause}",
            "Użyj --output PLIK, aby go zapisać, lub przekieruj standardowe wyjście.", "ostrzeżenie",
            "nie można użyć pamięci podręcznej w {path} ({cause}); kontynuacja bez niej",
            "pamięć podręczna była nieczytelna ({cause}); utworzono ją od nowa, pustą",
            "nie podano --base-url ani FEED_API_BASE_URL; używane jest wbudowane przykładowe API pod {url}",
            "nie można zapisać {path}",
            "browse wymaga terminala na wejściu i wyjściu; w skryptach użyj `feed-cli feed`.",
        ]),
        "ru": table([
            "Отправка…", "из кэша", "загружено", "не загружено: {cause}",
            "ни одно из {count} загруженных изображений не соответствует «{text}»",
            "не удалось загрузить данные изображения: {cause}", "не удалось загрузить комментарии: {cause}",
            "Используйте --output ФАЙЛ, чтобы сохранить его, или перенаправьте stdout.", "предупреждение",
            "не удаётся использовать кэш в {path} ({cause}); работа продолжается без него",
            "кэш был нечитаем ({cause}); он создан заново пустым",
            "--base-url и FEED_API_BASE_URL не заданы; используется встроенный пример API по адресу {url}",
            "не удаётся записать {path}",
            "browse нужен терминал для ввода и вывода; в скриптах используйте `feed-cli feed`.",
        ]),
        "ja": table([
            "送信中…", "キャッシュ済み", "ダウンロード済み", "読み込めませんでした: {cause}",
            "読み込んだ {count} 件の画像に「{text}」に一致するものはありません",
            "画像データを読み込めませんでした: {cause}", "コメントを読み込めませんでした: {cause}",
            "保存するには --output FILE を使うか、標準出力をリダイレクトしてください。", "警告",
            "{path} のキャッシュを使えません ({cause})。キャッシュなしで続行します",
            "キャッシュを読めませんでした ({cause})。空の状態で作り直しました",
            "--base-url も FEED_API_BASE_URL も指定されていません。{url} の組み込みサンプル API を使います",
            "{path} に書き込めません",
            "browse には入出力用の端末が必要です。スクリプトでは `feed-cli feed` を使ってください。",
        ]),
        "zh-Hans": table([
            "正在发送…", "已缓存", "已下载", "未加载：{cause}",
            "已加载的 {count} 张图片中没有与“{text}”匹配的",
            "无法加载图片数据：{cause}", "无法加载评论：{cause}",
            "使用 --output FILE 保存，或重定向标准输出。", "警告",
            "无法使用 {path} 处的缓存（{cause}）；将在没有缓存的情况下继续",
            "缓存无法读取（{cause}）；已重新创建为空缓存",
            "未提供 --base-url 或 FEED_API_BASE_URL；使用位于 {url} 的内置示例 API",
            "无法写入 {path}",
            "browse 需要终端进行输入和输出；在脚本中请使用 `feed-cli feed`。",
        ]),
    ]
}
