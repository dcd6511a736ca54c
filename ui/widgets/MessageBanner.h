// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QColor>
#include <QFrame>

class QLabel;
class QPushButton;
class QToolButton;

namespace volcano::ui {

// A coloured strip above the table for things that must not be missed: stale data,
// read-only profile, in-window notifications.
class MessageBanner : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Info, Warning, Error, ReadOnly };

    explicit MessageBanner(QWidget* parent = nullptr);

    // The colours of a banner's text and of its background (light or dark), for the contrast
    // test of every kind.
    static QColor bannerText(bool dark);
    static QColor background(Kind kind, bool dark);

    void showMessage(Kind kind, const QString& text, bool closable = false);
    // A button beside the text (e.g. "Poll myself"); actionTriggered() when pressed. An
    // empty text removes it. Kept until changed, also across showMessage().
    void setActionText(const QString& text);
    QPushButton* actionButton() const { return m_action; }
    void clear();
    QString text() const;
    Kind kind() const { return m_kind; }

Q_SIGNALS:
    void actionTriggered();

private:
    void applyKind(Kind kind);

    QLabel* m_icon;
    QLabel* m_text;
    QPushButton* m_action;
    QToolButton* m_close;
    Kind m_kind = Kind::Info;
};

} // namespace volcano::ui
