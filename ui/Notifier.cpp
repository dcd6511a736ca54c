#include "Notifier.h"

#include <QLoggingCategory>
#include <QSystemTrayIcon>

Q_LOGGING_CATEGORY(lcNotifier, "volcano.ui.notifier")

namespace volcano::ui {

Notifier::Notifier(QObject* parent)
    : QObject(parent) {}

void Notifier::setTrayIcon(QSystemTrayIcon* tray) {
    m_tray = tray;
}

bool Notifier::usesTray() const {
    return m_tray && m_tray->isVisible() && QSystemTrayIcon::supportsMessages();
}

void Notifier::notify(const QString& title, const QString& message, Urgency urgency) {
    qCInfo(lcNotifier).noquote() << title << "-" << message;
    if (usesTray()) {
        const auto icon =
            urgency == Urgency::Info ? QSystemTrayIcon::Information : QSystemTrayIcon::Warning;
        m_tray->showMessage(title, message, icon);
    } else {
        Q_EMIT inWindowRequested(title, message, urgency);
    }
    Q_EMIT notified(title, message, urgency);
}

} // namespace volcano::ui
