// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/ForceReleaseDialog.h"

#include "console/ForceReleaseCommand.h"
#include "console/ForceReleaseEvidence.h"
#include "console/LockWatcher.h"
#include "console/TimeText.h"
#include "lease/ClockOffsetEstimator.h"
#include "protocol/Validation.h"
#include "ui/widgets/MessageBanner.h"

#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace volcano::ui {

namespace {

QLabel* wrappingLabel(QWidget* parent, const QString& name) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ForceReleaseDialog::ForceReleaseDialog(ForceReleaseProcedure* procedure,
                                       const ClockOffsetEstimator* offset,
                                       const LockWatcher* watcher, QWidget* parent)
    : QDialog(parent)
    , m_procedure(procedure)
    , m_offset(offset)
    , m_watcher(watcher)
    , m_holder(wrappingLabel(this, QStringLiteral("holder")))
    , m_evidence(wrappingLabel(this, QStringLiteral("evidence")))
    , m_verdict(wrappingLabel(this, QStringLiteral("verdict")))
    , m_progress(wrappingLabel(this, QStringLiteral("progress")))
    , m_outcome(wrappingLabel(this, QStringLiteral("outcome")))
    , m_reasonHint(wrappingLabel(this, QStringLiteral("reasonHint")))
    , m_keyEdit(new QLineEdit(this))
    , m_reasonEdit(new QLineEdit(this))
    , m_newHolder(new QCheckBox(this))
    , m_confirm(new QPushButton(QIcon(QStringLiteral(":/icons/force-release.svg")),
                                tr("Force Release"), this))
    , m_reread(new QPushButton(QIcon(QStringLiteral(":/icons/refresh.svg")), tr("Re-read"), this))
    , m_copyCli(new QPushButton(tr("Copy as CLI"), this))
    , m_copyCurl(new QPushButton(tr("Copy as curl"), this)) {
    m_procedure->setParent(this);
    setWindowTitle(tr("Force release %1").arg(m_procedure->key()));
    setMinimumWidth(660);

    auto* warning = new MessageBanner(this);
    warning->showMessage(
        MessageBanner::Kind::Error,
        tr("<b>Force release breaks mutual exclusion</b> unless the protected resource checks "
           "fencing tokens. The current holder keeps working until its next renewal fails; "
           "only a resource that rejects writes carrying a lower fencing token than the "
           "highest it has seen keeps the displaced holder from doing damage."));
    QWidget* holderBox = buildHolderBox();
    QWidget* buttons = buildButtons();
    buildLayout(warning, holderBox, buttons);

    connect(m_keyEdit, &QLineEdit::textChanged, this, &ForceReleaseDialog::updateConfirmEnabled);
    connect(m_reasonEdit, &QLineEdit::textChanged, this, &ForceReleaseDialog::onReasonEdited);
    connect(m_newHolder, &QCheckBox::toggled, this, &ForceReleaseDialog::onNewHolderToggled);
    connect(m_procedure, &ForceReleaseProcedure::stepChanged, this,
            &ForceReleaseDialog::onStepChanged);
    if (m_watcher)
        connect(m_watcher, &LockWatcher::entryChanged, this, [this](const QString& key) {
            if (key == m_procedure->key())
                followWatcher();
        });
    connect(&m_ageTimer, &QTimer::timeout, this, &ForceReleaseDialog::updateEvidence);
    m_ageTimer.start(1000);

    onReasonEdited();
    onStepChanged();
    m_procedure->start();
}

QWidget* ForceReleaseDialog::buildHolderBox() {
    auto* holderBox = new QGroupBox(tr("Lock \"%1\"").arg(m_procedure->key()), this);
    auto* holderLayout = new QVBoxLayout(holderBox);
    holderLayout->addWidget(m_holder);
    auto* evidenceTitle =
        new QLabel(tr("<b>What the console's reads show of the holder</b>"), holderBox);
    holderLayout->addWidget(evidenceTitle);
    holderLayout->addWidget(m_evidence);
    holderLayout->addWidget(m_verdict);
    holderLayout->addWidget(m_progress);
    m_newHolder->setObjectName(QStringLiteral("newHolderBox"));
    m_newHolder->setVisible(false);
    holderLayout->addWidget(m_newHolder);
    return holderBox;
}

QWidget* ForceReleaseDialog::buildButtons() {
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(m_copyCli, QDialogButtonBox::ActionRole);
    buttons->addButton(m_copyCurl, QDialogButtonBox::ActionRole);
    buttons->addButton(m_reread, QDialogButtonBox::ActionRole);
    buttons->addButton(m_confirm, QDialogButtonBox::DestructiveRole);
    buttons->addButton(QDialogButtonBox::Close);
    m_confirm->setAutoDefault(false);
    m_confirm->setDefault(false);
    m_copyCli->setToolTip(tr("The same force release as a volcano-lockctl command; the service "
                             "key stays in $VOLCANO_SERVICE_KEY"));
    m_copyCurl->setToolTip(tr("The same force release as one curl request; the service key "
                              "stays in $VOLCANO_SERVICE_KEY"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_confirm, &QPushButton::clicked, this, [this] {
        m_procedure->setReason(m_reasonEdit->text());
        m_procedure->confirm();
    });
    connect(m_reread, &QPushButton::clicked, m_procedure, &ForceReleaseProcedure::start);
    connect(m_copyCli, &QPushButton::clicked, this, [this] { copyCommand(false); });
    connect(m_copyCurl, &QPushButton::clicked, this, [this] { copyCommand(true); });
    return buttons;
}

void ForceReleaseDialog::buildLayout(QWidget* warning, QWidget* holderBox, QWidget* buttons) {
    m_keyEdit->setPlaceholderText(tr("type %1").arg(m_procedure->key()));
    m_keyEdit->setAccessibleName(tr("Type the key to confirm"));
    m_reasonEdit->setPlaceholderText(tr("e.g. INC-4211: worker host lost, lease stuck"));
    m_reasonEdit->setAccessibleName(tr("Reason for the force release"));
    // The hint under the field, in one cell: a form row of its own leaves a gap above it.
    auto* reasonLabel = new QLabel(tr("&Reason (required):"), this);
    reasonLabel->setBuddy(m_reasonEdit);
    auto* reasonColumn = new QVBoxLayout;
    reasonColumn->addWidget(m_reasonEdit);
    reasonColumn->addWidget(m_reasonHint);
    auto* form = new QFormLayout;
    form->addRow(reasonLabel, reasonColumn);
    form->addRow(tr("Type the &key to confirm:"), m_keyEdit);
    setTabOrder(m_reasonEdit, m_keyEdit); // top to bottom, as the form reads

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(warning);
    layout->addWidget(holderBox);
    layout->addLayout(form);
    layout->addWidget(m_outcome);
    layout->addStretch();
    layout->addWidget(buttons);
}

QString ForceReleaseDialog::holderText() const {
    return m_holder->text();
}

QString ForceReleaseDialog::outcomeText() const {
    return m_outcome->text();
}

QString ForceReleaseDialog::evidenceText() const {
    return m_evidence->text() + QStringLiteral("<br>") + m_verdict->text();
}

QString ForceReleaseDialog::reasonHintText() const {
    return m_reasonHint->text();
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
    m_reasonEdit->setEnabled(!finished && !m_procedure->isBusy());
    if (m_procedure->holderChanged()) {
        m_newHolder->setText(
            tr("The holder changed while this dialog was open (fencing token %1 → %2). I have "
               "seen the new holder and still want to force-release it.")
                .arg(m_procedure->replacedToken() ? QString::number(*m_procedure->replacedToken())
                                                  : tr("none"))
                .arg(m_procedure->baseline()->fencingToken.value_or(0)));
        m_newHolder->setChecked(false);
        m_newHolder->setVisible(true);
    }
    updateEvidence();
    updateConfirmEnabled();
}

void ForceReleaseDialog::onReasonEdited() {
    m_procedure->setReason(m_reasonEdit->text());
    const QString problem = m_procedure->reasonProblem();
    m_reasonHint->setText(
        problem.isEmpty()
            ? tr("Kept in the audit log with this force release.")
            : tr("Required: at least %1 words or %2 characters, e.g. the incident or ticket and "
                 "why the holder is dead. It is kept in the audit log, so whoever reviews this "
                 "force release knows why mutual exclusion was broken.")
                  .arg(validation::kMinReasonWords)
                  .arg(validation::kMinReasonCharacters));
    updateConfirmEnabled();
    growToFit();
}

void ForceReleaseDialog::onNewHolderToggled(bool seen) {
    if (seen && m_procedure->holderChanged())
        m_procedure->acknowledgeNewHolder();
}

void ForceReleaseDialog::updateConfirmEnabled() {
    m_confirm->setEnabled(m_procedure->canConfirm() && m_keyEdit->text() == m_procedure->key() &&
                          m_procedure->reasonProblem().isEmpty());
}

void ForceReleaseDialog::followWatcher() {
    const WatchEntry* entry = m_watcher->entry(m_procedure->key());
    if (entry && !entry->isStale() && entry->lastKnownState != WatchState::Unknown) {
        LockState live;
        live.held = entry->isHeld();
        live.fencingToken = live.held ? entry->fencingToken : std::nullopt;
        live.expiresAt = live.held ? entry->expiresAt : std::nullopt;
        m_procedure->followLiveState(live);
    }
    updateEvidence();
}

void ForceReleaseDialog::updateEvidence() {
    const WatchEntry* entry = m_watcher ? m_watcher->entry(m_procedure->key()) : nullptr;
    if (!entry) {
        m_evidence->setText(tr("Not on the watchlist: add it to follow its renewals."));
        m_verdict->clear();
        return;
    }
    const ForceReleaseEvidence evidence(*entry, m_watcher->liveState(*entry),
                                        m_watcher->consoleNow());
    QString text = evidence.holderText().toHtmlEscaped();
    if (!evidence.renewalText().isEmpty())
        text += QStringLiteral("<br>") + evidence.renewalText().toHtmlEscaped();
    m_evidence->setText(text);
    m_verdict->setText(QStringLiteral("<b>") + evidence.verdictText().toHtmlEscaped() +
                       QStringLiteral("</b>"));
    growToFit();
}

void ForceReleaseDialog::growToFit() {
    // Texts change while the dialog is open: grow rather than cut a line off.
    const QSize wanted = sizeHint();
    if (isVisible() && wanted.height() > height())
        resize(width(), wanted.height());
}

void ForceReleaseDialog::copyCommand(bool curl) {
    const ConnectionProfile& profile = m_procedure->profile();
    const ForceReleaseCommand command(profile.baseUrl, m_procedure->key(), m_reasonEdit->text(),
                                      profile.caFile);
    QGuiApplication::clipboard()->setText(curl ? command.curl() : command.cli());
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
        if (m_procedure->holderChanged())
            return tr("<b>A new holder took the lock.</b> Force Release stays disabled until "
                      "you confirm below that you have seen it.");
        return tr("Give a reason and type the key below to enable Force Release. It re-reads "
                  "the lock just before sending and stops if the fencing token changed.");
    case Step::NotHeld:
        return tr("The lock is free: there is nothing to release.");
    case Step::ReadFailed:
        return tr("The lock could not be read; nothing will be sent.");
    case Step::Verifying:
        return tr("Re-reading just before sending…");
    case Step::Aborted:
        return tr("<b>Stopped.</b> Re-read to see the current holder before trying again.");
    case Step::Sending:
        return tr("Recorded in the audit log; sending the force release (one request, never "
                  "re-sent)…");
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
