// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/FileDialog.h"

#include <QDir>
#include <QFileDialog>

namespace volcano::ui {

std::optional<QString> FileDialog::s_next;

QString FileDialog::getOpenFileName(QWidget* parent, const QString& caption,
                                    const QString& filter) {
    if (auto next = takeNext())
        return *next;
    return QFileDialog::getOpenFileName(parent, caption, QDir::homePath(), filter);
}

QString FileDialog::getSaveFileName(QWidget* parent, const QString& caption,
                                    const QString& suggestedName, const QString& filter,
                                    QString* selectedFilter) {
    if (auto next = takeNext())
        return *next;
    return QFileDialog::getSaveFileName(parent, caption, QDir::home().filePath(suggestedName),
                                        filter, selectedFilter);
}

void FileDialog::setNextFileName(const QString& fileName) {
    s_next = fileName;
}

std::optional<QString> FileDialog::takeNext() {
    auto next = s_next;
    s_next.reset();
    return next;
}

} // namespace volcano::ui
