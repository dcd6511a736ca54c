#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QSystemTrayIcon;

namespace volcano::ui {

// The one path every desktop notification takes: a tray message when a system tray is
// there, otherwise a request for an in-window notification. Tests watch notified().
class Notifier : public QObject {
    Q_OBJECT
public:
    enum class Urgency { Info, Warning, Critical };
    Q_ENUM(Urgency)

    explicit Notifier(QObject* parent = nullptr);

    // Null or an invisible tray means in-window notifications.
    void setTrayIcon(QSystemTrayIcon* tray);
    bool usesTray() const;

    void notify(const QString& title, const QString& message, Urgency urgency = Urgency::Info);

Q_SIGNALS:
    // Every notification, however it was shown.
    void notified(const QString& title, const QString& message,
                  volcano::ui::Notifier::Urgency urgency);
    // Emitted instead of a tray message when there is no tray; the window shows it.
    void inWindowRequested(const QString& title, const QString& message,
                           volcano::ui::Notifier::Urgency urgency);

private:
    QPointer<QSystemTrayIcon> m_tray;
};

} // namespace volcano::ui
