# Installation and packaging: `cmake --build --preset release --target package` makes a .deb
# (see installer/README.md).
include(GNUInstallDirs)

# The console (with its desktop entry, metainfo, icon) and the sandbox install themselves
# from app/console and app/sandbox.
foreach(program volcano-lockctl)
    if(TARGET ${program})
        install(TARGETS ${program} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    endif()
endforeach()
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
