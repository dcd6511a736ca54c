# Installation and packaging: `cmake --build --preset release --target package` makes a .deb
# (see installer/README.md).
include(GNUInstallDirs)

foreach(program volcano-lock-console volcano-lockctl volcano-lock-sandbox)
    if(TARGET ${program})
        install(TARGETS ${program} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    endif()
endforeach()

set(_resources ${PROJECT_SOURCE_DIR}/resources)
if(EXISTS ${_resources}/volcano-lock-console.desktop)
    install(FILES ${_resources}/volcano-lock-console.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
endif()
if(EXISTS ${_resources}/volcano-lock-console.metainfo.xml)
    install(FILES ${_resources}/volcano-lock-console.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
endif()
if(EXISTS ${_resources}/icons/volcano-lock-console.svg)
    install(FILES ${_resources}/icons/volcano-lock-console.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_PACKAGE_NAME "volcano-lock-console")
set(CPACK_PACKAGE_VENDOR "Volcano Lock Console team")
set(CPACK_PACKAGE_CONTACT "Volcano Lock Console team <oncall-tools@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "admin")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring | kwalletmanager")
set(CPACK_STRIP_FILES ON)
include(CPack)
