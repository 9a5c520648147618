# shellcheck shell=bash
# The one way the scripts install Debian packages, sourced by them (Scripts/install-test-deps, Scripts/bench,
# Benchmarks/load-test).
#
# apt_install PACKAGE... — installs the packages with apt-get, quietly, through sudo unless root. Another apt-get or
# unattended-upgrades holding the package manager's locks is waited for, up to APT_LOCK_TIMEOUT seconds (default
# 300): apt-get's own wait (-o DPkg::Lock::Timeout) for dpkg's lock, and tries again every few seconds for the
# package lists' lock, which `apt-get update` does not wait for. When the packages cannot be installed it prints
# one line on stderr, what could not be installed, why (apt-get's first error) and the command that installs them,
# and returns 69 (EX_UNAVAILABLE); apt-get's own output is not shown.

apt_install() {
  local sudo=() hint="" lock_timeout="${APT_LOCK_TIMEOUT:-300}" errors status
  if [[ $(id -u) -ne 0 ]]; then sudo=(sudo); hint="sudo "; fi
  errors="$(mktemp "${TMPDIR:-/tmp}/apt-install.XXXXXX")"
  echo "installing $* (apt-get)" >&2
  # A failed update for another reason than a lock (a mirror out of reach) leaves the lists as they were, which
  # may well have the packages: the install says whether they do.
  _apt_get_waiting "$lock_timeout" "$errors" update && status=0 || status=$?
  if [[ $status -eq 0 ]] || ! grep -q "Could not get lock" "$errors"; then
    _apt_get_waiting "$lock_timeout" "$errors" install -y "$@" && status=0 || status=$?
  fi
  if [[ $status -ne 0 ]]; then
    local cause
    cause="$(grep -m1 '^E: ' "$errors" | sed 's/^E: //')"
    [[ -n "$cause" ]] || cause="$(grep -v '^[[:space:]]*$' "$errors" | tail -1)"
    grep -q "Could not get lock" "$errors" && cause="$cause (waited ${lock_timeout} s; APT_LOCK_TIMEOUT sets how long)"
    echo "$(basename "$(dirname "$0")")/${0##*/}: could not install $*: ${cause:-apt-get exited $status};" \
      "install with: ${hint}apt-get update && ${hint}apt-get install $*" >&2
  fi
  rm -f "$errors"
  [[ $status -eq 0 ]] || return 69
}

# _apt_get_waiting SECONDS ERRORS ARGUMENT... — apt-get ARGUMENT..., again while another process holds a lock,
# until SECONDS have gone by; its error output in the file ERRORS.
_apt_get_waiting() {
  local timeout="$1" errors="$2" start=$SECONDS status left
  shift 2
  while :; do
    left=$((timeout - (SECONDS - start)))
    ((left > 0)) || left=0
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get -qq -o DPkg::Lock::Timeout="$left" "$@" >/dev/null 2>"$errors" && return 0 || status=$?
    grep -q "Could not get lock" "$errors" && ((SECONDS - start < timeout)) || return $status
    sleep "$((left < 5 ? left : 5))"
  done
}
