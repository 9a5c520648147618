# Sourced first by every shell script of Scripts/: a script's usage is its header comment (the lines after the
# shebang, up to the first line that is no comment). `usage` prints it; -h or --help as the first argument prints
# it and exits, before the script builds, installs or writes anything (Tools/ tests hold them to that).
usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }
if [[ "${1:-}" == -h || "${1:-}" == --help ]]; then
  usage
  exit 0
fi
