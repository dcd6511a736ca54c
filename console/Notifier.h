// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QObject>
#include <QString>

namespace volcano::ui {

// The one path every desktop notification takes. It only announces: the window shows each
// notification as a tray message when a system tray is there, otherwise inside the window.
// Widget-free so that console logic (test leases, lock events) can notify without a GUI.
class Notifier : public QObject {
    Q_OBJECT
public:
    enum class Urgency { Info, Warning, Critical };
    Q_ENUM(Urgency)

    explicit Notifier(QObject* parent = nullptr);

    void notify(const QString& title, const QString& message, Urgency urgency = Urgency::Info);

Q_SIGNALS:
    void notified(const QString& title, const QString& message,
                  volcano::ui::Notifier::Urgency urgency);
};

} // namespace volcano::ui
