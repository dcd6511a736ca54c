#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Checks that every external program scripts/test.sh runs (itself, through its scripts, CMake,
# CPack and the tests) is there. Prints one line per missing program and exits 1; silent and 0
# when all are there. scripts/install-deps.sh installs them (scripts/debian-packages.txt).
set -euo pipefail

tools="
# program               Debian package   who runs it
apt-get                 apt              # install-deps.sh
dpkg-query              dpkg             # install-deps.sh, installer/Debian.cmake
id                      coreutils        # install-deps.sh, with-postgres.sh, pg-cluster.sh
dirname                 coreutils        # test.sh, fuzz.sh, install-deps.sh, with-postgres.sh
cmake                   cmake            # test.sh, fuzz.sh
ctest                   cmake            # test.sh
ninja                   ninja-build      # the presets' generator
c++                     g++              # the asan preset's compiler
clang++                 clang            # the fuzz preset's compiler
clazy                   clazy            # the dev preset's compiler (cmake/clazy-cxx)
clang-format            clang-format     # format.sh (lint.sh)
clang-tidy              clang-tidy       # lint.sh (through run-clang-tidy)
run-clang-tidy          clang-tidy       # lint.sh
git                     git              # format.sh, lint.sh (the tracked files)
nproc                   coreutils        # lint.sh
/usr/lib/qt6/bin/qmake  qmake6           # installer/Debian.cmake (Qt6::qmake)
dbus-run-session        dbus-daemon      # with-keyring.sh
gnome-keyring-daemon    gnome-keyring    # with-keyring.sh
mktemp                  coreutils        # with-keyring.sh, with-postgres.sh, fuzz.sh, check-package.sh
chmod                   coreutils        # with-keyring.sh, with-postgres.sh
mkdir                   coreutils        # with-keyring.sh, with-postgres.sh, fuzz.sh
rm                      coreutils        # fuzz.sh, check-package.sh, with-postgres.sh
sed                     sed              # fuzz.sh, check-package.sh
grep                    grep             # fuzz.sh, check-package.sh, install-deps.sh, with-postgres.sh
setpriv                 util-linux       # integration_sandbox_edges (as root)
/bin/false              coreutils        # unit_platform_embeddedsandboxpaths
tinyproxy               tinyproxy        # integration_transport_forcerelease (the proxy)
/usr/lib/postgresql/15/bin/initdb   postgresql-15 # with-postgres.sh (the test cluster)
/usr/lib/postgresql/15/bin/pg_ctl   postgresql-15 # with-postgres.sh, pg-cluster.sh
/usr/lib/postgresql/15/bin/postgres postgresql-15 # pg_ctl (the test cluster's server)
runuser                 util-linux       # with-postgres.sh, pg-cluster.sh (as root)
promtool                prometheus       # integration_recorder_leader (promtool check metrics)
chromium                chromium         # integration_lockctl_report (the HTML report, headless)
/usr/lib/qt6/bin/lupdate  qt6-l10n-tools  # update_translations, lint.sh (the .ts is current)
/usr/lib/qt6/bin/lrelease qt6-l10n-tools  # the build (German built in)
chown                   coreutils        # with-postgres.sh (as root)
openssl                 openssl          # integration_transport_forcerelease, with-postgres.sh (test CAs)
sh                      dash             # unit_console_forcereleasecommand (shell quoting)
cpack                   cmake            # tests/package/check-package.sh
file                    file             # CPack DEB (CPACK_DEBIAN_PACKAGE_SHLIBDEPS)
dpkg-shlibdeps          dpkg-dev         # CPack DEB (CPACK_DEBIAN_PACKAGE_SHLIBDEPS)
dpkg                    dpkg             # CPack DEB (dpkg --print-architecture)
strip                   binutils         # CPack (CPACK_STRIP_FILES)
dpkg-deb                dpkg             # check-package.sh
desktop-file-validate   desktop-file-utils # check-package.sh
appstreamcli            appstream        # check-package.sh
ls                      coreutils        # check-package.sh
cat                     coreutils        # check-package.sh, with-postgres.sh
sort                    coreutils        # check-package.sh
wc                      coreutils        # check-package.sh
seq                     coreutils        # check-package.sh
sleep                   coreutils        # check-package.sh
awk                     mawk             # check-package.sh
tar                     tar              # check-package.sh
gzip                    gzip             # check-package.sh (tar -z)
"

status=0
while read -r program package _; do
    [[ -z "$program" || "$program" == "#"* ]] && continue
    if ! command -v "$program" >/dev/null; then
        echo "missing: $program (Debian package: $package)"
        status=1
    fi
done <<<"$tools"
exit "$status"
