// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

// The icons are compiled into the static volcano_ui library; a static library's resources
// must be registered explicitly before the first QIcon is made (mains and tests call this).
void initVolcanoUiResources();
