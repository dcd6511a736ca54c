// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/WatchlistActions.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/Theme.h"

#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/ForceReleaseProcedure.h"
#include "store/Watchlist.h"
#include "ui/watch/AddKeyDialog.h"
#include "ui/watch/ForceReleaseDialog.h"
#include "ui/watch/ImportKeysDialog.h"
#include "ui/watch/PasteKeysDialog.h"
#include "ui/watch/WatchTableView.h"
#include "ui/widgets/FileDialog.h"
#include "ui/widgets/MessageBox.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

#include <utility>

namespace volcano::ui {

WatchlistActions::WatchlistActions(ConsoleApp& app, WatchTableView* table, QWidget* window)
    : QObject(window)
    , m_app(app)
    , m_table(table)
    , m_window(window)
    , m_filter(new QLineEdit(window))
    , m_condition(new QComboBox(window))
    , m_filterBar(new QWidget(window)) {
    setUpFilter();
}

void WatchlistActions::setForceReleaseAllowed(bool allowed) {
    m_forceReleaseAllowed = allowed;
}

ForceReleaseDialog* WatchlistActions::openForceRelease(const QString& key) {
    if (!m_forceReleaseAllowed || key.isEmpty() || !m_app.session().isActive())
        return nullptr;
    if (m_forceDialog)
        m_forceDialog->close();
    ConsoleSession& session = m_app.session();
    auto* procedure =
        new ForceReleaseProcedure(session.client(), m_app.audit(), session.profile(), key);
    connect(procedure, &ForceReleaseProcedure::resultReceived, &session,
            &ConsoleSession::applyResult);
    // Followed within the budget while the dialog is open: the selected key is read fastest.
    session.setSelectedKey(key);
    auto* dialog =
        new ForceReleaseDialog(procedure, &session.offset(), &session.watcher(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    m_forceDialog = dialog;
    dialog->show();
    return dialog;
}

void WatchlistActions::addKey() {
    AddKeyDialog dialog(m_app.watchlist(), m_window);
    if (dialog.exec() == QDialog::Accepted)
        m_table->selectKey(dialog.keyEdit()->text().trimmed());
}

void WatchlistActions::pasteKeys() {
    openKeyList(new PasteKeysDialog(m_app.watchlist(), m_window));
}

void WatchlistActions::importKeys() {
    const QString path = FileDialog::getOpenFileName(m_window, tr("Import Keys"),
                                                     tr("Key lists (*.txt *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    auto list = m_app.watchlist().previewFile(path);
    if (!list) {
        MessageBox::warning(m_window, tr("Import Keys"),
                            tr("Nothing was added: %1").arg(list.error().message));
        return;
    }
    openKeyList(new ImportKeysDialog(m_app.watchlist(), path, std::move(*list), m_window));
}

void WatchlistActions::exportKeys() {
    const QString path =
        FileDialog::getSaveFileName(m_window, tr("Export Keys"), QStringLiteral("volcano-keys.txt"),
                                    tr("Text (*.txt);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    const auto exported = m_app.watchlist().exportFile(path, Watchlist::formatForPath(path));
    if (!exported)
        MessageBox::warning(m_window, tr("Export Keys"),
                            tr("Could not write %1: %2").arg(path, exported.error().message));
}

void WatchlistActions::removeKeys() {
    const QStringList keys = m_table->selectedKeys();
    if (keys.isEmpty())
        return;
    const QString question =
        keys.size() == 1 ? tr("Stop watching %1? The lock itself is not touched.").arg(keys.first())
                         : tr("Stop watching %n keys? The locks themselves are not touched.",
                              nullptr, int(keys.size()));
    if (MessageBox::question(m_window, tr("Remove Keys"), question,
                             QMessageBox::Yes | QMessageBox::No,
                             QMessageBox::Yes) != QMessageBox::Yes)
        return;
    m_app.watchlist().removeMany(keys);
}

void WatchlistActions::refresh() {
    const QStringList keys = m_table->selectedKeys();
    if (keys.size() > 1)
        m_app.session().refresh(keys);
    else
        m_app.session().refreshAll();
}

void WatchlistActions::forceReleaseSelected() {
    openForceRelease(m_table->currentKey());
}

void WatchlistActions::toggleNotify(bool on) {
    for (const QString& key : m_table->selectedKeys())
        m_app.watchlist().setNotifyOnChange(key, on);
}

void WatchlistActions::copyKeys() {
    QApplication::clipboard()->setText(m_table->selectedKeys().join(QLatin1Char('\n')));
}

void WatchlistActions::focusFilter() {
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

// Window-modal and non-blocking, like the force-release dialog: the preview waits for the
// operator without a nested event loop.
void WatchlistActions::openKeyList(KeyListDialog* dialog) {
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &KeyListDialog::keysAdded, m_table,
            [this](const QStringList& keys) { m_table->selectKey(keys.constFirst()); });
    dialog->open();
}

void WatchlistActions::setUpFilter() {
    m_filter->setObjectName(QStringLiteral("watchFilter"));
    m_filter->setPlaceholderText(tr("Filter keys (Ctrl+F)"));
    m_filter->setAccessibleName(tr("Filter keys"));
    accessible::enableClearButton(m_filter);
    m_filter
        ->addAction(Theme::icon(QStringLiteral(":/icons/filter.svg")), QLineEdit::LeadingPosition)
        ->setText(tr("Filter keys"));
    // The placeholder whole, in any language, beside the icon and the clear button.
    m_filter->setMinimumWidth(
        std::max(200, m_filter->fontMetrics().horizontalAdvance(m_filter->placeholderText()) + 64));
    m_filter->setMaximumWidth(std::max(280, m_filter->minimumWidth()));
    connect(m_filter, &QLineEdit::textChanged, m_table, &WatchTableView::setKeyFilter);

    using RowFilter = WatchTableModel::RowFilter;
    m_condition->setObjectName(QStringLiteral("watchConditionFilter"));
    m_condition->setAccessibleName(tr("Show keys"));
    m_condition->setToolTip(tr("Show only the keys in a condition"));
    for (const RowFilter filter :
         {RowFilter::All, RowFilter::ExpiringSoon, RowFilter::AtRiskOrEnded, RowFilter::Stale,
          RowFilter::Free, RowFilter::ChangedRecently})
        m_condition->addItem(WatchTableModel::rowFilterName(filter), int(filter));
    connect(m_condition, &QComboBox::currentIndexChanged, m_table, [this](int index) {
        m_table->setRowFilter(RowFilter(m_condition->itemData(index).toInt()));
    });
    auto* bar = new QHBoxLayout(m_filterBar);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_filter);
    bar->addWidget(m_condition);
}

} // namespace volcano::ui
