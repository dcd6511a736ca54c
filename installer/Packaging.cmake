# SPDX-License-Identifier: Apache-2.0
# Installation layout and packages: `cmake --build --preset release --target package` makes a
# .deb and a .tar.gz on Linux (installer/README.md). Windows and macOS settings live beside
# this file and are untested here.
include(GNUInstallDirs)

set(VOLCANO_APP_ID "io.volcano.LockConsole")
set(VOLCANO_RESOURCES "${PROJECT_SOURCE_DIR}/resources")

foreach(program volcano-lock-console volcano-lockctl volcano-lock-sandbox volcano-lock-recorder)
    if(TARGET ${program})
        install(TARGETS ${program}
                RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
                BUNDLE DESTINATION .)
    endif()
endforeach()

# Desktop integration, all under the one reverse-DNS application id.
if(TARGET volcano-lock-console AND NOT WIN32 AND NOT APPLE)
    install(FILES ${VOLCANO_RESOURCES}/${VOLCANO_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${VOLCANO_RESOURCES}/${VOLCANO_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES ${VOLCANO_RESOURCES}/icons/volcano-lock-console.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
            RENAME ${VOLCANO_APP_ID}.svg)
    install(DIRECTORY ${VOLCANO_RESOURCES}/hicolor/
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor
            FILES_MATCHING PATTERN "*.png")
endif()
# Named after the package, as Debian expects (CMAKE_INSTALL_DOCDIR follows the CMake project).
set(VOLCANO_DOCDIR ${CMAKE_INSTALL_DATADIR}/doc/volcano-lock-console)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${VOLCANO_DOCDIR})
# Debian's machine-readable copyright file (Apache-2.0, as LICENSE).
install(FILES ${PROJECT_SOURCE_DIR}/installer/copyright DESTINATION ${VOLCANO_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${VOLCANO_DOCDIR}
        FILES_MATCHING PATTERN "*.md")

# The recorder as a service: a systemd template unit (one instance per project) and an
# example of its /etc/volcano-lock-recorder/INSTANCE.conf.
if(TARGET volcano-lock-recorder)
    if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
        install(FILES ${PROJECT_SOURCE_DIR}/installer/systemd/volcano-lock-recorder@.service
                DESTINATION lib/systemd/system)
    endif()
    install(FILES ${PROJECT_SOURCE_DIR}/installer/systemd/example.conf
            DESTINATION ${VOLCANO_DOCDIR}/examples RENAME volcano-lock-recorder.conf)
    # Monitoring examples (docs/alerts.md): a scrape config and a Grafana dashboard. A
    # dashboard that is not valid JSON fails here, not on an operator's import.
    file(READ ${PROJECT_SOURCE_DIR}/installer/monitoring/grafana-dashboard.json dashboard)
    string(JSON dashboard_title GET "${dashboard}" title)
    install(FILES ${PROJECT_SOURCE_DIR}/installer/monitoring/prometheus.yml
                  ${PROJECT_SOURCE_DIR}/installer/monitoring/grafana-dashboard.json
            DESTINATION ${VOLCANO_DOCDIR}/examples)
endif()

set(CPACK_PACKAGE_NAME "volcano-lock-console")
set(CPACK_PACKAGE_VENDOR "Volcano Lock Console team")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_CONTACT "Volcano Lock Console team <oncall-tools@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Volcano Lock Console")
set(CPACK_PACKAGE_EXECUTABLES "volcano-lock-console;Volcano Lock Console")
set(CPACK_STRIP_FILES ON)

if(WIN32)
    include(${CMAKE_CURRENT_LIST_DIR}/Windows.cmake)
elseif(APPLE)
    include(${CMAKE_CURRENT_LIST_DIR}/MacOS.cmake)
else()
    include(${CMAKE_CURRENT_LIST_DIR}/Debian.cmake)
endif()
include(CPack)
