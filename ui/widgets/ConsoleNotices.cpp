// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ConsoleNotices.h"
#include "ui/widgets/Theme.h"

#include "console/AccessAdvice.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "console/TeamMode.h"
#include "console/TimeText.h"
#include "store/ConnectionProfile.h"
#include "ui/widgets/MessageBanner.h"

#include <QPushButton>
#include <QSystemTrayIcon>

namespace volcano::ui {

namespace {

MessageBanner* namedBanner(const QString& name, QWidget* parent) {
    auto* banner = new MessageBanner(parent);
    banner->setObjectName(name);
    return banner;
}

MessageBanner::Kind bannerKind(ConsoleApp::NoticeKind kind) {
    switch (kind) {
    case ConsoleApp::NoticeKind::Warning:
        return MessageBanner::Kind::Warning;
    case ConsoleApp::NoticeKind::Error:
        return MessageBanner::Kind::Error;
    case ConsoleApp::NoticeKind::Info:
        break;
    }
    return MessageBanner::Kind::Info;
}

} // namespace

ConsoleNotices::ConsoleNotices(ConsoleApp& app, QWidget* window)
    : QObject(window)
    , m_app(app)
    , m_noticeBanner(namedBanner(QStringLiteral("noticeBanner"), window))
    , m_readOnlyBanner(namedBanner(QStringLiteral("readOnlyBanner"), window))
    , m_degradedBanner(namedBanner(QStringLiteral("degradedBanner"), window))
    , m_forceReleaseBanner(namedBanner(QStringLiteral("unfinishedForceReleaseBanner"), window))
    , m_teamBanner(namedBanner(QStringLiteral("teamBanner"), window)) {
    connect(&app, &ConsoleApp::activated, this, &ConsoleNotices::onActivated);
    connect(&app, &ConsoleApp::notice, this, &ConsoleNotices::onNotice);
    connect(&app, &ConsoleApp::unfinishedForceRelease, this,
            &ConsoleNotices::onUnfinishedForceRelease);
    connect(&app.session().watcher(), &LockWatcher::degradedChanged, this,
            &ConsoleNotices::onDegradedChanged);
    connect(&app.notifier(), &Notifier::notified, this, &ConsoleNotices::onNotification);
    connect(&app.session(), &ConsoleSession::teamStoreFailed, this,
            &ConsoleNotices::onTeamStoreFailed);
    TeamMode& team = app.session().team();
    connect(&team, &TeamMode::recorderStaleChanged, this, &ConsoleNotices::onRecorderStale);
    connect(m_teamBanner, &MessageBanner::actionTriggered, this, [this] {
        TeamMode& mode = m_app.session().team();
        mode.setPollingItself(!mode.isPollingItself());
    });
    connect(&team, &TeamMode::pollingItselfChanged, this, [this] {
        if (m_app.session().team().isRecorderStale())
            showRecorderStale(m_teamBanner->text());
    });
}

QList<MessageBanner*> ConsoleNotices::banners() const {
    return {m_noticeBanner, m_readOnlyBanner, m_degradedBanner, m_forceReleaseBanner, m_teamBanner};
}

void ConsoleNotices::showTrayIcon(const QIcon& icon, const QString& toolTip) {
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    m_tray = new QSystemTrayIcon(icon, this);
    m_tray->setToolTip(toolTip);
    m_tray->show();
}

void ConsoleNotices::onActivated(const ConnectionProfile& profile) {
    m_degradedBanner->clear();
    if (!m_app.session().isTeamMode() && profile.teamStore.isEmpty())
        m_teamBanner->clear();
    // A notice (the demo's welcome, an error) belongs to the profile it was shown for.
    if (!m_activeProfileId.isEmpty() && m_activeProfileId != profile.id)
        m_noticeBanner->clear();
    m_activeProfileId = profile.id;
    if (profile.readOnly)
        m_readOnlyBanner->showMessage(
            MessageBanner::Kind::ReadOnly,
            tr("<b>Read-only profile.</b> Force release and test leases are disabled here; "
               "the console only reads."));
    else
        m_readOnlyBanner->clear();
}

void ConsoleNotices::onNotice(ConsoleApp::NoticeKind kind, const QString& text) {
    m_noticeBanner->showMessage(bannerKind(kind), text, true);
}

void ConsoleNotices::onUnfinishedForceRelease(const QString& text, bool settled) {
    // Stays until closed: an operator must see that a force release may have happened.
    const QString lead = settled ? QString() : tr("<b>Unfinished force release.</b> ");
    m_forceReleaseBanner->showMessage(
        MessageBanner::Kind::Warning,
        lead + text.toHtmlEscaped() + (settled ? QString() : tr("; reading it now…")), true);
}

void ConsoleNotices::onTeamStoreFailed(const QString& message) {
    m_teamBanner->setActionText({});
    m_teamBanner->showMessage(
        MessageBanner::Kind::Error,
        tr("<b>The team store cannot be reached,</b> so this console polls by itself and spends "
           "its own reads: %1")
            .arg(message.toHtmlEscaped()),
        true);
}

void ConsoleNotices::onRecorderStale(bool stale, const QString& text) {
    if (!stale) {
        m_teamBanner->setActionText({});
        m_teamBanner->clear();
        return;
    }
    showRecorderStale(text.toHtmlEscaped());
}

// The operator decides whether this console spends its own reads until a recorder returns.
void ConsoleNotices::showRecorderStale(const QString& html) {
    const bool polling = m_app.session().team().isPollingItself();
    m_teamBanner->setActionText(polling ? tr("Stop polling") : tr("Poll myself"));
    m_teamBanner->actionButton()->setToolTip(
        tr("Read the watched locks with this console's own budget until a recorder writes "
           "again"));
    m_teamBanner->showMessage(MessageBanner::Kind::Warning, html);
}

void ConsoleNotices::onDegradedChanged() {
    const LockWatcher& watcher = m_app.session().watcher();
    if (!watcher.isDegraded()) {
        m_degradedBanner->clear();
        return;
    }
    const QDateTime lastGood = watcher.lastGoodReadAt();
    QString text = lastGood.isValid()
                       ? tr("<b>Showing stale data from %1.</b>").arg(timetext::clockTime(lastGood))
                       : tr("<b>No data yet.</b>");
    // A refused key gets the console's own advice (which keys work, where to change it)
    // instead of the generic one, so the banner does not say "unknown key" twice.
    const auto error = watcher.degradedError();
    const auto access = error ? accessadvice::forError(*error) : std::nullopt;
    if (access)
        text += QLatin1Char(' ') + tr("Reads are failing.") + QLatin1Char(' ') +
                access->toHtmlEscaped();
    else
        text += QLatin1Char(' ') +
                tr("Reads are failing: %1.").arg(watcher.degradedReason().toHtmlEscaped());
    text += QLatin1Char(' ') + tr("A lock is never shown as free on a failed read.");
    m_degradedBanner->showMessage(MessageBanner::Kind::Error, text);
}

void ConsoleNotices::onNotification(const QString& title, const QString& message,
                                    Notifier::Urgency urgency) {
    if (m_tray && m_tray->isVisible() && QSystemTrayIcon::supportsMessages()) {
        m_tray->showMessage(title, message,
                            urgency == Notifier::Urgency::Info ? QSystemTrayIcon::Information
                                                               : QSystemTrayIcon::Warning);
        return;
    }
    const auto kind = urgency == Notifier::Urgency::Info ? MessageBanner::Kind::Info
                                                         : MessageBanner::Kind::Warning;
    m_noticeBanner->showMessage(kind,
                                QStringLiteral("<b>%1</b> — %2 <span style='color:%4'>(%3)"
                                               "</span>")
                                    .arg(title.toHtmlEscaped(), message.toHtmlEscaped(),
                                         timetext::clockTime(QDateTime::currentDateTimeUtc()),
                                         Theme::tone(Theme::Tone::Muted).name()),
                                true);
}

} // namespace volcano::ui
