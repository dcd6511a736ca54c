// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

class QTableView;

namespace volcano::ui::columns {

// Widens every column that is narrower than its header's text (a translated header is often
// longer than the English the widths were chosen for), so no header is cut.
void atLeastHeaders(QTableView* table);

} // namespace volcano::ui::columns
