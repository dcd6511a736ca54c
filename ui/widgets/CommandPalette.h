// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QPointer>

class QAction;
class QLabel;
class QLineEdit;
class QListWidget;

namespace volcano::ui {

// The command palette (Ctrl+K): type a few letters of any action or watched key, Up/Down to
// choose, Enter to run the action or jump to the key, Escape to close. Matching is fuzzy
// (FuzzyMatch); actions come first on equal scores, and at most kMaxShown entries are
// listed, so a watchlist of 100,000 keys stays quick.
class CommandPalette : public QDialog {
    Q_OBJECT
public:
    static constexpr int kMaxShown = 50;

    struct Entry {
        QString text;   // the action's text (without &) or the key
        QString detail; // where the action lives ("View menu"), or "watched key"
        QPointer<QAction> action;
        QString key;
    };

    explicit CommandPalette(QWidget* parent = nullptr);

    void setEntries(QList<Entry> entries);
    QLineEdit* searchField() const { return m_search; }
    // The entries listed, best first (for tests): their texts.
    QStringList shownTexts() const;

Q_SIGNALS:
    void keyChosen(const QString& key);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void filter(const QString& pattern);
    void runCurrent();
    void moveCurrent(int step);

    QLineEdit* m_search;
    QListWidget* m_list;
    QLabel* m_hint;
    QList<Entry> m_entries;
};

} // namespace volcano::ui
