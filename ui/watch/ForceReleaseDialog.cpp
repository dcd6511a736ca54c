// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/ForceReleaseDialog.h"

#include "console/TimeText.h"
#include "lease/ClockOffsetEstimator.h"
#include "ui/widgets/MessageBanner.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace volcano::ui {

ForceReleaseDialog::ForceReleaseDialog(ForceReleaseProcedure* procedure,
                                       const ClockOffsetEstimator* offset, QWidget* parent)
    : QDialog(parent)
    , m_procedure(procedure)
    , m_offset(offset)
    , m_holder(new QLabel(this))
    , m_progress(new QLabel(this))
    , m_outcome(new QLabel(this))
    , m_keyEdit(new QLineEdit(this))
    , m_confirm(new QPushButton(QIcon(QStringLiteral(":/icons/force-release.svg")),
                                tr("Force Release"), this))
    , m_reread(new QPushButton(QIcon(QStringLiteral(":/icons/refresh.svg")), tr("Re-read"), this)) {
    m_procedure->setParent(this);
    setWindowTitle(tr("Force release %1").arg(m_procedure->key()));
    setMinimumWidth(560);

    auto* warning = new MessageBanner(this);
    warning->showMessage(
        MessageBanner::Kind::Error,
        tr("<b>Force release breaks mutual exclusion</b> unless the protected resource checks "
           "fencing tokens. The current holder keeps working until its next renewal fails; "
           "only a resource that rejects writes carrying a lower fencing token than the "
           "highest it has seen keeps the displaced holder from doing damage."));

    auto* holderBox = new QGroupBox(tr("Lock \"%1\"").arg(m_procedure->key()), this);
    auto* holderLayout = new QVBoxLayout(holderBox);
    m_holder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_holder->setWordWrap(true);
    m_progress->setWordWrap(true);
    holderLayout->addWidget(m_holder);
    holderLayout->addWidget(m_progress);

    m_keyEdit->setPlaceholderText(tr("type %1").arg(m_procedure->key()));
    m_keyEdit->setAccessibleName(tr("Type the key to confirm"));
    auto* form = new QFormLayout;
    form->addRow(tr("Type the key to confirm:"), m_keyEdit);

    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(m_reread, QDialogButtonBox::ActionRole);
    buttons->addButton(m_confirm, QDialogButtonBox::DestructiveRole);
    buttons->addButton(QDialogButtonBox::Close);
    m_confirm->setAutoDefault(false);
    m_confirm->setDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_confirm, &QPushButton::clicked, m_procedure, &ForceReleaseProcedure::confirm);
    connect(m_reread, &QPushButton::clicked, m_procedure, &ForceReleaseProcedure::start);
    connect(m_keyEdit, &QLineEdit::textChanged, this, &ForceReleaseDialog::updateConfirmEnabled);
    connect(m_procedure, &ForceReleaseProcedure::stepChanged, this,
            &ForceReleaseDialog::onStepChanged);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(warning);
    layout->addWidget(holderBox);
    layout->addLayout(form);
    layout->addWidget(m_outcome);
    layout->addStretch();
    layout->addWidget(buttons);

    onStepChanged();
    m_procedure->start();
}

QString ForceReleaseDialog::holderText() const {
    return m_holder->text();
}

QString ForceReleaseDialog::outcomeText() const {
    return m_outcome->text();
}

void ForceReleaseDialog::onStepChanged() {
    using Step = ForceReleaseProcedure::Step;
    const Step step = m_procedure->step();
    QString holder = stateText(m_procedure->baseline());
    if (step == Step::Aborted || step == Step::Finished) {
        holder = tr("When this dialog read it: %1").arg(holder);
        holder +=
            QStringLiteral("<br>") + tr("Now: %1").arg(m_procedure->currentState()
                                                           ? stateText(m_procedure->currentState())
                                                           : tr("unknown"));
    }
    m_holder->setText(holder);
    m_progress->setText(progressText());
    m_outcome->setText(m_procedure->outcomeText());
    const bool finished = step == Step::Finished || step == Step::Refused;
    m_reread->setEnabled(!m_procedure->isBusy() && !finished);
    m_keyEdit->setEnabled(!finished);
    updateConfirmEnabled();
}

void ForceReleaseDialog::updateConfirmEnabled() {
    m_confirm->setEnabled(m_procedure->canConfirm() && m_keyEdit->text() == m_procedure->key());
}

QString ForceReleaseDialog::stateText(const std::optional<LockState>& state) const {
    if (!state)
        return tr("not read yet");
    if (!state->held)
        return tr("<b>free</b> — nothing to release");
    QString text = tr("<b>held</b>, fencing token <b>%1</b>").arg(state->fencingToken.value_or(0));
    if (state->expiresAt) {
        text +=
            QStringLiteral("<br>") + tr("expires_at %1").arg(timetext::utcTime(*state->expiresAt));
        if (m_offset) {
            const qint64 left = m_offset->serverNow().msecsTo(*state->expiresAt);
            text += left > 0 ? tr(" (in %1)").arg(timetext::duration(left))
                             : tr(" (expired; in takeover grace or renewed since)");
        }
    }
    return text;
}

QString ForceReleaseDialog::progressText() const {
    using Step = ForceReleaseProcedure::Step;
    switch (m_procedure->step()) {
    case Step::Reading:
        return tr("Reading the lock…");
    case Step::Ready:
        return tr("Type the key below to enable Force Release. It re-reads the lock just "
                  "before sending and stops if the fencing token changed.");
    case Step::NotHeld:
        return tr("The lock is free: there is nothing to release.");
    case Step::ReadFailed:
        return tr("The lock could not be read; nothing will be sent.");
    case Step::Verifying:
        return tr("Re-reading just before sending…");
    case Step::Aborted:
        return tr("<b>Stopped.</b> Re-read to see the current holder before trying again.");
    case Step::Sending:
        return tr("Sending the force release (once; it is never retried automatically)…");
    case Step::Confirming:
        return tr("Sent. Reading the lock again…");
    case Step::Finished:
        return m_procedure->succeeded() ? tr("Done.") : tr("<b>Failed.</b>");
    case Step::Refused:
        return tr("Not allowed.");
    }
    return {};
}

} // namespace volcano::ui
