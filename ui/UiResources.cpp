// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/UiResources.h"

#include <QtGlobal>

void initVolcanoUiResources() {
    Q_INIT_RESOURCE(console_icons);
}
