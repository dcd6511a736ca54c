// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>

#include <optional>

class QWidget;

namespace volcano::ui {

// Every file chooser the console opens goes through here, so tests can name the file in
// advance (setNextFileName) instead of driving a native dialog.
class FileDialog {
public:
    static QString getOpenFileName(QWidget* parent, const QString& caption, const QString& filter);
    // selectedFilter (may be null) receives the filter the user picked.
    static QString getSaveFileName(QWidget* parent, const QString& caption,
                                   const QString& suggestedName, const QString& filter,
                                   QString* selectedFilter = nullptr);

    // The next dialog is not shown and returns this name (empty: as if cancelled).
    static void setNextFileName(const QString& fileName);

private:
    static std::optional<QString> takeNext();
    static std::optional<QString> s_next;
};

} // namespace volcano::ui
