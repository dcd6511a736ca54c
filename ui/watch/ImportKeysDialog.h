// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "ui/watch/KeyListDialog.h"

namespace volcano::ui {

// The preview of a key file the operator chose (Watchlist::previewFile), before anything of
// it is added.
class ImportKeysDialog : public KeyListDialog {
    Q_OBJECT
public:
    ImportKeysDialog(Watchlist& watchlist, const QString& path, KeyList list,
                     QWidget* parent = nullptr);
};

} // namespace volcano::ui
