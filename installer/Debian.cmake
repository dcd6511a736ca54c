# SPDX-License-Identifier: Apache-2.0
# Debian package and tarball. Library dependencies are computed: dpkg-shlibdeps reads the
# executables, and the Qt plugins the console loads at run time (which no linker records)
# are traced to their packages with dpkg-query.
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "admin")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://example.invalid/volcano-lock-console")
# A Secret Service keeps service keys across restarts; without one they stay in memory.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring | kwalletmanager")

# Plugins loaded at run time, relative to Qt's plugin folder: the X11 platform, SQLite (the
# console's database), PostgreSQL (the recorder's team store), SVG icons and images, and TLS
# for https:// profiles.
set(VOLCANO_RUNTIME_PLUGINS
    platforms/libqxcb.so
    sqldrivers/libqsqlite.so
    sqldrivers/libqsqlpsql.so
    iconengines/libqsvgicon.so
    imageformats/libqsvg.so
    tls/libqopensslbackend.so)

function(volcano_packages_owning out)
    set(packages "")
    get_target_property(qmake Qt6::qmake IMPORTED_LOCATION)
    execute_process(COMMAND ${qmake} -query QT_INSTALL_PLUGINS
                    OUTPUT_VARIABLE plugin_dir OUTPUT_STRIP_TRAILING_WHITESPACE)
    foreach(plugin IN LISTS VOLCANO_RUNTIME_PLUGINS)
        execute_process(COMMAND dpkg-query -S "${plugin_dir}/${plugin}"
                        OUTPUT_VARIABLE owner RESULT_VARIABLE failed ERROR_QUIET)
        if(failed)
            message(WARNING "No Debian package owns ${plugin_dir}/${plugin}: not a dependency")
            continue()
        endif()
        string(REGEX REPLACE ":.*" "" owner "${owner}")
        list(APPEND packages "${owner}")
    endforeach()
    list(REMOVE_DUPLICATES packages)
    list(JOIN packages ", " joined)
    set(${out} "${joined}" PARENT_SCOPE)
endfunction()

find_program(VOLCANO_DPKG_QUERY dpkg-query)
if(VOLCANO_DPKG_QUERY AND TARGET Qt6::qmake)
    volcano_packages_owning(CPACK_DEBIAN_PACKAGE_DEPENDS)
endif()
# The console's German is built into it; Qt's own texts in German (message box and file dialog
# buttons) come from Debian's translations of Qt.
string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", qt6-translations-l10n")
