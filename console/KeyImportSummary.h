// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/KeyImportResult.h"

#include <QString>

// How the console reports a paste or an import: counts, then every rejected key with its
// reason, so nothing is dropped silently.
namespace volcano::ui::keyimportsummary {

// "Added 3 keys; 1 already watched; 2 rejected."
QString headline(const KeyImportResult& result);
// One line per rejected key: "bad/key — the reason"; at most maxLines, then "… and N more".
QString rejectedLines(const KeyImportResult& result, int maxLines = 50);

} // namespace volcano::ui::keyimportsummary
