# SPDX-License-Identifier: Apache-2.0
# Windows: an NSIS installer (and a zip) with the Qt runtime next to the executables,
# deployed by windeployqt through Qt's generated deploy script.
# UNTESTED: this project is built and tested on Debian only. Before shipping, check on a
# Windows machine that QtKeychain's DLL and the SQLite driver plugin land in the package.
set_target_properties(volcano-lock-console PROPERTIES WIN32_EXECUTABLE TRUE)
foreach(program volcano-lock-console volcano-lockctl volcano-lock-sandbox)
    qt_generate_deploy_app_script(TARGET ${program}
        FILENAME_VARIABLE deploy_script
        NO_UNSUPPORTED_PLATFORM_ERROR)
    install(SCRIPT ${deploy_script})
endforeach()

set(CPACK_GENERATOR "NSIS;ZIP")
set(CPACK_NSIS_DISPLAY_NAME "Volcano Lock Console")
set(CPACK_NSIS_PACKAGE_NAME "Volcano Lock Console")
set(CPACK_NSIS_MUI_ICON "${VOLCANO_RESOURCES}/hicolor/256x256/apps/${VOLCANO_APP_ID}.png")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH ON) # offers to put volcano-lockctl on PATH
