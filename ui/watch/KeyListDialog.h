// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/KeyList.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QStandardItemModel;
class QStringListModel;
class QVBoxLayout;

namespace volcano {
class Watchlist;
}

namespace volcano::ui {

// The preview shared by paste and import: before anything is added it lists the keys that
// will be added, those already watched and every rejected line with its number and reason.
// "Add N keys" stores exactly the keys shown (off when there are none); Cancel adds nothing.
// Subclasses put their input (a text box, a file name) above the preview.
class KeyListDialog : public QDialog {
    Q_OBJECT
Q_SIGNALS:
    // After Add stored keys (never empty); the dialog then closes as accepted.
    void keysAdded(const QStringList& keys);

protected:
    KeyListDialog(Watchlist& watchlist, QWidget* parent);

    Watchlist& watchlist() const { return m_watchlist; }
    // Adds a row above the preview; one that stretches takes a share of the height.
    void addInput(QWidget* input, int stretch = 0);
    void showKeyList(KeyList list);

private:
    void addKeys();

    Watchlist& m_watchlist;
    KeyList m_list;
    QVBoxLayout* m_layout;
    QVBoxLayout* m_inputs;
    QLabel* m_headline;
    QLabel* m_toAddTitle;
    QLabel* m_watchedTitle;
    QLabel* m_rejectedTitle;
    QStringListModel* m_toAdd;
    QStringListModel* m_watched;
    QStandardItemModel* m_rejected;
    QPushButton* m_add;
};

} // namespace volcano::ui
