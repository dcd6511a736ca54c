// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Watchlist import: pasted text (one key per line, or separated by spaces or commas) and the
// JSON file formats ({"keys": [...]} or [...]).
#include "FuzzInput.h"
#include "store/Watchlist.h"

using namespace volcano;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const FuzzInput input(data, size);
    const QStringList pasted = Watchlist::splitPasted(QString::fromUtf8(input.part(0)));
    for (const QString& key : pasted) {
        if (key.isEmpty())
            __builtin_trap(); // splitting never yields empty entries
    }
    static_cast<void>(Watchlist::parseJsonKeys(input.part(1)));
    return 0;
}
