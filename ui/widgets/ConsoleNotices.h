// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/ConsoleApp.h"
#include "console/Notifier.h"

#include <QList>
#include <QObject>

class QIcon;
class QSystemTrayIcon;
class QWidget;

namespace volcano {
struct ConnectionProfile;
} // namespace volcano

namespace volcano::ui {

class MessageBanner;

// What the window tells the operator besides the table and panels: banners for what must not
// be missed (the app's notices, a read-only profile, stale data while reads fail), and the
// notifications about watched locks, in the system tray when it shows messages, otherwise as
// a banner.
class ConsoleNotices : public QObject {
    Q_OBJECT
public:
    ConsoleNotices(ConsoleApp& app, QWidget* window);

    // Top to bottom: notices, read-only profile, stale data, unfinished force release,
    // team store.
    QList<MessageBanner*> banners() const;
    void showTrayIcon(const QIcon& icon, const QString& toolTip);

private:
    void onActivated(const ConnectionProfile& profile);
    void onNotice(ConsoleApp::NoticeKind kind, const QString& text);
    void onDegradedChanged();
    void onUnfinishedForceRelease(const QString& text, bool settled);
    void onTeamStoreFailed(const QString& message);
    void onRecorderStale(bool stale, const QString& text);
    void showRecorderStale(const QString& text);
    void onNotification(const QString& title, const QString& message, Notifier::Urgency urgency);

    ConsoleApp& m_app;
    MessageBanner* m_noticeBanner;
    QString m_activeProfileId;
    MessageBanner* m_readOnlyBanner;
    MessageBanner* m_degradedBanner;
    MessageBanner* m_forceReleaseBanner;
    MessageBanner* m_teamBanner;
    QSystemTrayIcon* m_tray = nullptr;
};

} // namespace volcano::ui
