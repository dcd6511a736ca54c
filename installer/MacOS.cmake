# SPDX-License-Identifier: Apache-2.0
# macOS: an application bundle deployed by macdeployqt (through Qt's generated deploy script)
# on a drag-and-drop disk image. The CLI and the sandbox go into the bundle's MacOS folder
# so the console finds its embedded sandbox next to itself.
# UNTESTED: this project is built and tested on Debian only. Before shipping, add an .icns
# icon and check signing and the Keychain access prompt on a Mac.
set_target_properties(volcano-lock-console PROPERTIES
    MACOSX_BUNDLE TRUE
    MACOSX_BUNDLE_GUI_IDENTIFIER ${VOLCANO_APP_ID}
    MACOSX_BUNDLE_BUNDLE_NAME "Volcano Lock Console"
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION})
install(TARGETS volcano-lockctl volcano-lock-sandbox
        RUNTIME DESTINATION volcano-lock-console.app/Contents/MacOS)
qt_generate_deploy_app_script(TARGET volcano-lock-console
    FILENAME_VARIABLE deploy_script
    NO_UNSUPPORTED_PLATFORM_ERROR)
install(SCRIPT ${deploy_script})

set(CPACK_GENERATOR "DragNDrop")
set(CPACK_DMG_VOLUME_NAME "Volcano Lock Console")
