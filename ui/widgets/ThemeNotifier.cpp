// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ThemeNotifier.h"

namespace volcano::ui {

ThemeNotifier& ThemeNotifier::instance() {
    static ThemeNotifier notifier;
    return notifier;
}

} // namespace volcano::ui
