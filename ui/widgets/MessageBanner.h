// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace volcano::ui {

// A coloured strip above the table for things that must not be missed: stale data,
// read-only profile, in-window notifications.
class MessageBanner : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Info, Warning, Error, ReadOnly };

    explicit MessageBanner(QWidget* parent = nullptr);

    void showMessage(Kind kind, const QString& text, bool closable = false);
    void clear();
    QString text() const;
    Kind kind() const { return m_kind; }

private:
    void applyKind(Kind kind);

    QLabel* m_icon;
    QLabel* m_text;
    QToolButton* m_close;
    Kind m_kind = Kind::Info;
};

} // namespace volcano::ui
