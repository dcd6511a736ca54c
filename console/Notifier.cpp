// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/Notifier.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcNotifier, "volcano.ui.notifier")

namespace volcano::ui {

Notifier::Notifier(QObject* parent)
    : QObject(parent) {}

void Notifier::notify(const QString& title, const QString& message, Urgency urgency) {
    qCInfo(lcNotifier).noquote() << title << "-" << message;
    Q_EMIT notified(title, message, urgency);
}

} // namespace volcano::ui
