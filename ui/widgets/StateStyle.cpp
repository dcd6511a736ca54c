// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/StateStyle.h"

#include "console/FirstReadText.h"

#include <QHash>
#include <QObject>
#include <QPainter>
#include <QPixmap>

namespace volcano::ui {

QColor StateStyle::color(WatchState state) {
    switch (state) {
    case WatchState::Free:
        return QColor(0x2e, 0x7d, 0x32);
    case WatchState::Held:
        return QColor(0x15, 0x65, 0xc0);
    case WatchState::ExpiredInGrace:
        return QColor(0xc7, 0x6a, 0x00);
    case WatchState::Stale:
        return QColor(0x8d, 0x6e, 0x63);
    case WatchState::Unknown:
        break;
    }
    return QColor(0x75, 0x75, 0x75);
}

QString StateStyle::label(WatchState state) {
    // A key without a good read yet is waiting for its first read, not in some unknown state.
    if (state == WatchState::Unknown)
        return firstread::stateLabel();
    return watchStateName(state);
}

QString StateStyle::explanation(WatchState state) {
    switch (state) {
    case WatchState::Free:
        return QObject::tr("Free: an acquire would succeed now.");
    case WatchState::Held:
        return QObject::tr("Held: a holder's lease has not expired.");
    case WatchState::ExpiredInGrace:
        return QObject::tr("Expired, in the 1-second takeover grace: nobody can acquire it "
                           "before expires_at + 1 s.");
    case WatchState::Stale:
        return QObject::tr("Stale: the latest read failed; showing the last good read.");
    case WatchState::Unknown:
        break;
    }
    return firstread::explanation();
}

QIcon StateStyle::icon(WatchState state) {
    static QHash<int, QIcon> cache;
    const int key = static_cast<int>(state);
    if (const auto found = cache.constFind(key); found != cache.constEnd())
        return *found;
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor stateColor = color(state);
    const bool hollow = state == WatchState::Unknown || state == WatchState::Stale;
    painter.setPen(QPen(stateColor, 4));
    painter.setBrush(hollow ? QBrush(Qt::NoBrush) : QBrush(stateColor));
    painter.drawEllipse(QRectF(6, 6, 20, 20));
    painter.end();
    const QIcon made(pixmap);
    cache.insert(key, made);
    return made;
}

int StateStyle::severity(WatchState state) {
    switch (state) {
    case WatchState::Free:
        return 0;
    case WatchState::Held:
        return 1;
    case WatchState::ExpiredInGrace:
        return 2;
    case WatchState::Unknown:
        return 3;
    case WatchState::Stale:
        break;
    }
    return 4;
}

} // namespace volcano::ui
