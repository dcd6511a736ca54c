// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/CommandPalette.h"

#include "ui/widgets/FuzzyMatch.h"

#include <QAction>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace volcano::ui {

namespace {

constexpr int kEntryRole = Qt::UserRole + 1;

struct Ranked {
    int score = 0;
    qsizetype entry = 0;
};

} // namespace

CommandPalette::CommandPalette(QWidget* parent)
    : QDialog(parent)
    , m_search(new QLineEdit(this))
    , m_list(new QListWidget(this))
    , m_hint(new QLabel(this)) {
    setObjectName(QStringLiteral("commandPalette"));
    setWindowTitle(tr("Command palette"));
    setAccessibleName(tr("Command palette"));
    m_search->setObjectName(QStringLiteral("commandPaletteSearch"));
    m_search->setPlaceholderText(tr("Run an action or go to a key…"));
    m_search->setAccessibleName(tr("Action or key"));
    m_list->setObjectName(QStringLiteral("commandPaletteList"));
    m_list->setAccessibleName(tr("Matching actions and keys"));
    m_list->setUniformItemSizes(true);
    m_hint->setText(tr("Enter runs · Up/Down chooses · Escape closes"));
    m_hint->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_hint);
    resize(560, 420);
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, this, &CommandPalette::filter);
    connect(m_search, &QLineEdit::returnPressed, this, &CommandPalette::runCurrent);
    connect(m_list, &QListWidget::itemActivated, this, &CommandPalette::runCurrent);
}

void CommandPalette::setEntries(QList<Entry> entries) {
    m_entries = std::move(entries);
    filter(m_search->text());
}

QStringList CommandPalette::shownTexts() const {
    QStringList texts;
    for (int row = 0; row < m_list->count(); ++row)
        texts << m_entries.at(m_list->item(row)->data(kEntryRole).toInt()).text;
    return texts;
}

void CommandPalette::filter(const QString& pattern) {
    QList<Ranked> ranked;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry& entry = m_entries.at(i);
        if (entry.action && !entry.action->isEnabled())
            continue;
        if (const auto score = FuzzyMatch::score(pattern, entry.text))
            ranked.append({*score + (entry.action ? 1 : 0), i});
    }
    const qsizetype shown = std::min<qsizetype>(kMaxShown, ranked.size());
    std::partial_sort(ranked.begin(), ranked.begin() + shown, ranked.end(),
                      [](const Ranked& a, const Ranked& b) {
                          return a.score != b.score ? a.score > b.score : a.entry < b.entry;
                      });
    m_list->clear();
    for (qsizetype i = 0; i < shown; ++i) {
        const Entry& entry = m_entries.at(ranked.at(i).entry);
        QString text = entry.text;
        if (entry.action && !entry.action->shortcut().isEmpty())
            text += QStringLiteral("    ") +
                    entry.action->shortcut().toString(QKeySequence::NativeText);
        auto* item = new QListWidgetItem(text, m_list);
        item->setData(kEntryRole, int(ranked.at(i).entry));
        item->setToolTip(entry.detail);
        if (entry.action)
            item->setIcon(entry.action->icon());
    }
    m_list->setCurrentRow(0);
}

void CommandPalette::moveCurrent(int step) {
    if (m_list->count() == 0)
        return;
    m_list->setCurrentRow(std::clamp(m_list->currentRow() + step, 0, m_list->count() - 1));
}

bool CommandPalette::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Down:
            moveCurrent(1);
            return true;
        case Qt::Key_Up:
            moveCurrent(-1);
            return true;
        case Qt::Key_PageDown:
            moveCurrent(10);
            return true;
        case Qt::Key_PageUp:
            moveCurrent(-10);
            return true;
        default:
            break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

// The palette closes first: an action that opens a dialog opens it over the window.
void CommandPalette::runCurrent() {
    const QListWidgetItem* item = m_list->currentItem();
    if (!item)
        return;
    const Entry entry = m_entries.at(item->data(kEntryRole).toInt());
    accept();
    if (entry.action)
        entry.action->trigger();
    else
        Q_EMIT keyChosen(entry.key);
}

} // namespace volcano::ui
