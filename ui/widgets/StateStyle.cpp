// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/StateStyle.h"

#include "console/FirstReadText.h"
#include "ui/widgets/Theme.h"

#include <QHash>
#include <QObject>
#include <QPainter>
#include <QPixmap>

namespace volcano::ui {

QColor StateStyle::color(LiveState state) {
    return Theme::stateColor(state);
}

QString StateStyle::label(LiveState state) {
    return liveStateName(state);
}

QString StateStyle::explanation(LiveState state) {
    switch (state) {
    case LiveState::Free:
        return QObject::tr("Free: the last read found nobody holding it.");
    case LiveState::Held:
        return QObject::tr("Held: a holder's lease has not expired.");
    case LiveState::AtRisk:
        return QObject::tr("At risk: held, but its holder's renewal was overdue at the latest "
                           "read; it expires unless renewed.");
    case LiveState::Expired:
        return QObject::tr("Expired: expires_at has passed on the server's clock, so the holder "
                           "must have stopped renewing. Nobody can acquire it before "
                           "expires_at + 1 s.");
    case LiveState::TakeoverPossible:
        return QObject::tr("Takeover possible: expires_at + 1 s has passed; another holder can "
                           "acquire it. Not re-read yet.");
    case LiveState::Stale:
        return QObject::tr("Stale: the latest read failed; showing the last good read.");
    case LiveState::NotRead:
        break;
    }
    return firstread::explanation();
}

QIcon StateStyle::icon(LiveState state) {
    static QHash<int, QIcon> cache; // per state and light or dark
    const int key = static_cast<int>(state) * 2 + (Theme::isDark() ? 1 : 0);
    if (const auto found = cache.constFind(key); found != cache.constEnd())
        return *found;
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor stateColor = color(state);
    const bool hollow = state == LiveState::NotRead || state == LiveState::Stale ||
                        state == LiveState::TakeoverPossible;
    painter.setPen(QPen(stateColor, 4));
    painter.setBrush(hollow ? QBrush(Qt::NoBrush) : QBrush(stateColor));
    painter.drawEllipse(QRectF(6, 6, 20, 20));
    painter.end();
    const QIcon made(pixmap);
    cache.insert(key, made);
    return made;
}

int StateStyle::severity(LiveState state) {
    switch (state) {
    case LiveState::Free:
        return 0;
    case LiveState::Held:
        return 1;
    case LiveState::NotRead:
        return 2;
    case LiveState::Stale:
        return 3;
    case LiveState::AtRisk:
        return 4;
    case LiveState::Expired:
        return 5;
    case LiveState::TakeoverPossible:
        break;
    }
    return 6;
}

} // namespace volcano::ui
