// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/PasteKeysDialog.h"

#include "console/KeyImportSummary.h"
#include "store/Watchlist.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace volcano::ui {

PasteKeysDialog::PasteKeysDialog(Watchlist& watchlist, QWidget* parent)
    : QDialog(parent)
    , m_watchlist(watchlist)
    , m_text(new QPlainTextEdit(this))
    , m_summary(new QLabel(this))
    , m_rejected(new QPlainTextEdit(this))
    , m_add(nullptr) {
    setWindowTitle(tr("Paste Keys"));
    resize(520, 440);
    m_text->setPlaceholderText(tr("One key per line, or separated by spaces or commas"));
    m_text->setPlainText(QApplication::clipboard()->text());
    m_summary->setWordWrap(true);
    m_rejected->setReadOnly(true);
    m_rejected->setPlaceholderText(tr("Rejected keys and the reasons appear here"));
    m_rejected->setMaximumHeight(140);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_add = buttons->addButton(tr("&Add Keys"), QDialogButtonBox::ActionRole);
    connect(m_add, &QPushButton::clicked, this, &PasteKeysDialog::addKeys);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_text, &QPlainTextEdit::textChanged, this,
            [this] { m_add->setEnabled(!m_text->toPlainText().trimmed().isEmpty()); });
    m_add->setEnabled(!m_text->toPlainText().trimmed().isEmpty());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("&Keys to watch:"), this));
    layout->addWidget(m_text, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_rejected);
    layout->addWidget(buttons);
}

QString PasteKeysDialog::summaryText() const {
    return m_summary->text();
}

QString PasteKeysDialog::rejectedText() const {
    return m_rejected->toPlainText();
}

void PasteKeysDialog::addKeys() {
    m_result = m_watchlist.paste(m_text->toPlainText());
    m_summary->setText(keyimportsummary::headline(m_result));
    m_rejected->setPlainText(keyimportsummary::rejectedLines(m_result));
    // Leave only what still needs fixing.
    QStringList remaining;
    for (const KeyImportResult::Rejection& rejection : std::as_const(m_result.rejected))
        remaining << rejection.text;
    m_text->setPlainText(remaining.join(QLatin1Char('\n')));
}

} // namespace volcano::ui
