// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/KeyListDialog.h"

#include "console/KeyImportSummary.h"
#include "store/Watchlist.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStringListModel>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace volcano::ui {
namespace {

enum RejectedColumn { LineColumn, TextColumn, ReasonColumn, RejectedColumnCount };

QListView* keyView(QStringListModel* model, const QString& objectName,
                   const QString& accessibleName, QWidget* parent) {
    auto* view = new QListView(parent);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setUniformItemSizes(true); // 10,000 pasted keys lay out at once
    return view;
}

QLabel* titleLabel(const QString& objectName, QWidget* buddy, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setBuddy(buddy);
    return label;
}

QVBoxLayout* titled(QLabel* title, QWidget* view) {
    auto* column = new QVBoxLayout;
    column->addWidget(title);
    column->addWidget(view, 1);
    return column;
}

} // namespace

KeyListDialog::KeyListDialog(Watchlist& watchlist, QWidget* parent)
    : QDialog(parent)
    , m_watchlist(watchlist)
    , m_layout(new QVBoxLayout(this))
    , m_inputs(new QVBoxLayout)
    , m_headline(new QLabel(this))
    , m_toAddTitle(nullptr)
    , m_watchedTitle(nullptr)
    , m_rejectedTitle(nullptr)
    , m_toAdd(new QStringListModel(this))
    , m_watched(new QStringListModel(this))
    , m_rejected(new QStandardItemModel(0, RejectedColumnCount, this))
    , m_add(nullptr) {
    resize(640, 560);
    m_headline->setObjectName(QStringLiteral("keyListHeadline"));
    m_headline->setWordWrap(true);

    QListView* toAdd = keyView(m_toAdd, QStringLiteral("keyListToAdd"), tr("Keys to add"), this);
    QListView* watched = keyView(m_watched, QStringLiteral("keyListAlreadyWatched"),
                                 tr("Keys already watched"), this);
    auto* rejected = new QTreeView(this);
    rejected->setObjectName(QStringLiteral("keyListRejected"));
    rejected->setAccessibleName(tr("Rejected lines"));
    rejected->setModel(m_rejected);
    rejected->setRootIsDecorated(false);
    rejected->setUniformRowHeights(true);
    rejected->setEditTriggers(QAbstractItemView::NoEditTriggers);
    rejected->header()->setStretchLastSection(true);
    m_toAddTitle = titleLabel(QStringLiteral("keyListToAddTitle"), toAdd, this);
    m_watchedTitle = titleLabel(QStringLiteral("keyListAlreadyWatchedTitle"), watched, this);
    m_rejectedTitle = titleLabel(QStringLiteral("keyListRejectedTitle"), rejected, this);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelKeysButton"));
    m_add = buttons->addButton(keyimportsummary::addButtonText(0), QDialogButtonBox::AcceptRole);
    m_add->setObjectName(QStringLiteral("addKeysButton"));
    m_add->setDefault(true);
    connect(m_add, &QPushButton::clicked, this, &KeyListDialog::addKeys);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* lists = new QHBoxLayout;
    lists->addLayout(titled(m_toAddTitle, toAdd), 2);
    lists->addLayout(titled(m_watchedTitle, watched), 1);
    m_layout->addLayout(m_inputs);
    m_layout->addWidget(m_headline);
    m_layout->addLayout(lists, 2);
    m_layout->addLayout(titled(m_rejectedTitle, rejected), 1);
    m_layout->addWidget(buttons);
    showKeyList({});
}

void KeyListDialog::addInput(QWidget* input, int stretch) {
    m_inputs->addWidget(input, stretch);
    if (stretch > 0) // a text box shares the height with the lists
        m_layout->setStretchFactor(m_inputs, 2);
}

void KeyListDialog::showKeyList(KeyList list) {
    m_list = std::move(list);
    m_headline->setText(keyimportsummary::previewHeadline(m_list));
    m_toAddTitle->setText(tr("&Will be added (%1):").arg(m_list.keys.size()));
    m_watchedTitle->setText(tr("Already &watched (%1):").arg(m_list.alreadyWatched.size()));
    m_rejectedTitle->setText(tr("&Rejected, not added (%1):").arg(m_list.rejected.size()));
    m_toAdd->setStringList(m_list.keys);
    m_watched->setStringList(m_list.alreadyWatched);

    m_rejected->setRowCount(0);
    m_rejected->setHorizontalHeaderLabels(
        {m_list.numbering == KeyList::Numbering::Items ? tr("Item") : tr("Line"), tr("Text"),
         tr("Reason")});
    m_rejected->setRowCount(int(m_list.rejected.size()));
    for (int row = 0; row < m_list.rejected.size(); ++row) {
        const KeyList::Rejected& rejected = m_list.rejected.at(row);
        auto* line = new QStandardItem;
        line->setData(rejected.line, Qt::DisplayRole);
        m_rejected->setItem(row, LineColumn, line);
        m_rejected->setItem(row, TextColumn, new QStandardItem(rejected.text));
        auto* reason = new QStandardItem(rejected.reason);
        reason->setToolTip(rejected.reason);
        m_rejected->setItem(row, ReasonColumn, reason);
    }

    m_add->setText(keyimportsummary::addButtonText(m_list.keys.size()));
    m_add->setEnabled(!m_list.keys.isEmpty());
}

void KeyListDialog::addKeys() {
    if (m_list.keys.isEmpty())
        return;
    const KeyImportResult result = m_watchlist.addKeys(m_list);
    if (!result.ok()) {
        m_headline->setText(keyimportsummary::headline(result));
        return;
    }
    if (!result.accepted.isEmpty())
        Q_EMIT keysAdded(result.accepted);
    accept();
}

} // namespace volcano::ui
