// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Compiled into each UI test: the console's English, as main() installs it for an English
// desktop, so "1 key" is not "1 keys". Tests of other languages remove it first.

#include "ui/i18n/Translations.h"

#include <QCoreApplication>

namespace {

void installConsoleEnglish() {
    volcano::ui::Translations::installEnglish(*QCoreApplication::instance());
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installConsoleEnglish)
