// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QObject>

namespace volcano::ui {

// Tells the widgets that keep colours of their own (charts, banners, toned labels) that
// Theme::apply() changed the theme while the console runs, so they take the new colours at
// once. Widgets drawn from the palette or from Theme at paint time need nothing.
class ThemeNotifier : public QObject {
    Q_OBJECT
public:
    static ThemeNotifier& instance();

Q_SIGNALS:
    void changed();

private:
    using QObject::QObject;
};

} // namespace volcano::ui
