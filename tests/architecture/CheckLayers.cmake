# SPDX-License-Identifier: Apache-2.0
# Fails when a source file includes a header of a layer it may not depend on
# (docs/architecture.md). Run as a test: cmake -DSOURCE_DIR=<project> -P CheckLayers.cmake
#
# Each folder lists the layers its files may include, besides headers of its own folder.
# A layer is named by the include's first path part ("client/LockClient.h"), and "ui/<feature>"
# for the console's feature folders.
cmake_minimum_required(VERSION 3.25)
set(core protocol client lease alerts metrics store timeline platform secrets)
set(allowed_core/protocol protocol)
set(allowed_core/client protocol client)
set(allowed_core/lease protocol client lease)
set(allowed_core/alerts protocol client lease store alerts)
set(allowed_core/metrics protocol metrics)
set(allowed_core/store protocol client store)
set(allowed_core/timeline protocol client store timeline)
set(allowed_core/platform platform)
set(allowed_core/secrets secrets)
set(allowed_console ${core} console)
set(allowed_ui/widgets ${core} console ui/widgets)
foreach(feature watch leases quota logs alerts timeline i18n)
    set(allowed_ui/${feature} ${core} console ui/widgets ui/${feature})
endforeach()
set(allowed_ui ${core} console ui ui/widgets ui/watch ui/leases ui/quota ui/logs ui/alerts
    ui/timeline ui/i18n)
set(allowed_sandbox protocol client platform sandbox)
set(allowed_app/lockctl protocol client lease alerts metrics store timeline platform)
set(allowed_recorder protocol client lease alerts metrics store platform recorder)
set(allowed_app/recorder protocol client lease store platform recorder)
set(allowed_app/sandbox platform sandbox)
set(allowed_app/console ${allowed_ui})

set(violations "")
foreach(folder core/protocol core/client core/lease core/alerts core/metrics core/store core/timeline
               core/platform core/secrets
               console ui/widgets ui/watch ui/leases ui/quota ui/logs ui/alerts ui/timeline ui/i18n
               ui sandbox
               recorder
               app/lockctl app/sandbox app/recorder app/console)
    file(GLOB sources "${SOURCE_DIR}/${folder}/*.h" "${SOURCE_DIR}/${folder}/*.cpp")
    if(NOT sources)
        list(APPEND violations "${folder}: no sources found (moved? update CheckLayers.cmake)")
    endif()
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[\"<]([^\">]+)[\">].*" "\\1" header
                   "${line}")
            file(RELATIVE_PATH where "${SOURCE_DIR}" "${source}")
            if(NOT header MATCHES "/")
                # A local header must live beside the file; a project header elsewhere must
                # be named with its layer.
                if(line MATCHES "\"" AND NOT EXISTS "${SOURCE_DIR}/${folder}/${header}")
                    list(APPEND violations "${where}: \"${header}\" is not in ${folder}/")
                endif()
                continue()
            endif()
            string(REGEX MATCH "^[^/]+" layer "${header}")
            if(layer STREQUAL "ui" AND header MATCHES "^ui/([^/]+)/")
                set(layer "ui/${CMAKE_MATCH_1}")
            endif()
            if(NOT layer IN_LIST core AND NOT layer MATCHES "^(console|ui|ui/.*|sandbox|recorder)$")
                continue() # a system or Qt header with a path (e.g. sys/prctl.h)
            endif()
            if(NOT layer IN_LIST allowed_${folder})
                list(APPEND violations "${where}: ${folder} may not include ${header}")
            endif()
        endforeach()
    endforeach()
endforeach()

if(violations)
    list(JOIN violations "\n  " text)
    message(FATAL_ERROR "Layer violations:\n  ${text}")
endif()
message(STATUS "layers: every include follows docs/architecture.md")
