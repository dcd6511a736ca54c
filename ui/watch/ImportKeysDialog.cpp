// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/ImportKeysDialog.h"

#include <QDir>
#include <QLabel>

#include <utility>

namespace volcano::ui {

ImportKeysDialog::ImportKeysDialog(Watchlist& watchlist, const QString& path, KeyList list,
                                   QWidget* parent)
    : KeyListDialog(watchlist, parent) {
    setObjectName(QStringLiteral("importKeysDialog"));
    setWindowTitle(tr("Import Keys"));
    auto* file = new QLabel(tr("From %1").arg(QDir::toNativeSeparators(path)), this);
    file->setObjectName(QStringLiteral("importKeysFile"));
    file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    file->setWordWrap(true);
    addInput(file);
    showKeyList(std::move(list));
}

} // namespace volcano::ui
