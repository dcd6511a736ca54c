// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/AddKeyDialog.h"
#include "ui/widgets/Theme.h"

#include "protocol/Validation.h"
#include "store/Watchlist.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace volcano::ui {

AddKeyDialog::AddKeyDialog(Watchlist& watchlist, QWidget* parent)
    : QDialog(parent)
    , m_watchlist(watchlist)
    , m_key(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_add(nullptr) {
    setWindowTitle(tr("Add Key"));
    setMinimumWidth(420);
    m_key->setPlaceholderText(tr("e.g. billing:invoice-run"));
    m_problem->setWordWrap(true);
    Theme::setTone(m_problem, Theme::Tone::Error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_add = buttons->addButton(tr("&Add"), QDialogButtonBox::AcceptRole);
    m_add->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &AddKeyDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_key, &QLineEdit::textChanged, this, &AddKeyDialog::validate);

    auto* form = new QFormLayout;
    form->addRow(tr("Lock &key:"), m_key);
    auto* hint = new QLabel(tr("1–128 characters: letters, digits, '.', '_', ':' and '-'."), this);
    Theme::setTone(hint, Theme::Tone::Muted);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    validate();
}

QString AddKeyDialog::problemText() const {
    return m_problem->text();
}

void AddKeyDialog::accept() {
    const QString key = m_key->text().trimmed();
    if (const auto added = m_watchlist.add(key); !added) {
        m_problem->setText(added.error().message);
        return;
    }
    QDialog::accept();
}

void AddKeyDialog::validate() {
    const QString key = m_key->text().trimmed();
    Expected<void> valid;
    if (!key.isEmpty())
        valid = validation::validateKey(key);
    if (valid && m_watchlist.contains(key))
        valid = fail(tr("%1 is already watched").arg(key));
    m_problem->setText(valid ? QString() : valid.error().message);
    m_add->setEnabled(!key.isEmpty() && valid);
}

} // namespace volcano::ui
