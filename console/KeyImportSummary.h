// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/KeyList.h"
#include "store/KeyImportResult.h"

#include <QString>

// How the console words a key list: the preview before anything is added (counts, the
// button), and the outcome when adding failed, so nothing is dropped silently.
namespace volcano::ui::keyimportsummary {

// "3 keys to add; 1 already watched; 2 lines rejected; 1 key repeated (added once)."
QString previewHeadline(const KeyList& list);
// "Add 3 keys", "Add 1 key", "Add keys" (nothing to add).
QString addButtonText(qsizetype count);
// "Added 3 keys; 1 already watched; 2 rejected." or "Nothing was added: <why>".
QString headline(const KeyImportResult& result);

} // namespace volcano::ui::keyimportsummary
