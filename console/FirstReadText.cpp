// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/FirstReadText.h"

#include <QObject>

namespace volcano::ui::firstread {

bool isPending(const WatchEntry& entry) {
    return !entry.lastGoodRead.isValid();
}

QString stateLabel() {
    return QObject::tr("not read yet");
}

QString explanation(std::optional<int> queuePosition) {
    QString text = QObject::tr("Not read yet: waiting for its first read. The first pass reads "
                               "every watched key once within the polling budget; the status "
                               "bar shows how far it is.");
    if (queuePosition)
        text += QObject::tr(" Position %L1 in the queue of first reads.").arg(*queuePosition);
    return text;
}

} // namespace volcano::ui::firstread
