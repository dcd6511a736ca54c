// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/WatchEntry.h"

#include <QString>

#include <optional>

// How the console names a watched key that has never been read successfully, in one place
// so the table's State column, its tooltip and the detail panel say the same.
namespace volcano::ui::firstread {

// True while no read of the key has succeeded yet (its first read is still to come; failed
// attempts may have happened, see WatchEntry::lastError).
bool isPending(const WatchEntry& entry);
// "not read yet"
QString stateLabel();
// "Not read yet: waiting for its first read." plus, when known, its place in the queue of
// first reads ("about 120th in line").
QString explanation(std::optional<int> queuePosition = std::nullopt);

} // namespace volcano::ui::firstread
