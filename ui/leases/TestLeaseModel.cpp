// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/leases/TestLeaseModel.h"

#include "client/Clock.h"
#include "console/TestLeaseManager.h"
#include "console/TimeText.h"
#include "lease/ClockOffsetEstimator.h"
#include "lease/LeaseKeeper.h"

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QTimer>

namespace volcano::ui {

namespace {

const QColor kLostBackground(0xff, 0xcd, 0xd2);
const QColor kLostText(0xb7, 0x1c, 0x1c);
const QColor kHeldText(0x1b, 0x5e, 0x20);
const QColor kQuietText(0x60, 0x7d, 0x8b);

QString keeperStateText(const LeaseKeeper& keeper) {
    switch (keeper.state()) {
    case LeaseKeeper::State::Idle:
        return TestLeaseModel::tr("idle");
    case LeaseKeeper::State::Acquiring:
        return TestLeaseModel::tr("acquiring");
    case LeaseKeeper::State::Held:
        if (keeper.renewalsCapped())
            return TestLeaseModel::tr("held, at 90-day cap");
        return keeper.autoRenew() ? TestLeaseModel::tr("held")
                                  : TestLeaseModel::tr("held, no renew");
    case LeaseKeeper::State::Releasing:
        return TestLeaseModel::tr("releasing");
    case LeaseKeeper::State::Released:
        return TestLeaseModel::tr("released");
    case LeaseKeeper::State::Lost:
        return TestLeaseModel::tr("LOST");
    case LeaseKeeper::State::AcquireFailed:
        return TestLeaseModel::tr("not acquired");
    }
    return {};
}

} // namespace

TestLeaseModel::TestLeaseModel(TestLeaseManager& manager, const ClockOffsetEstimator& offset,
                               const Clock& clock, QObject* parent)
    : QAbstractTableModel(parent)
    , m_manager(manager)
    , m_offset(offset)
    , m_clock(clock) {
    connect(&manager, &TestLeaseManager::leaseAboutToBeAdded, this,
            [this](int row) { beginInsertRows({}, row, row); });
    connect(&manager, &TestLeaseManager::leaseAdded, this, [this] { endInsertRows(); });
    connect(&manager, &TestLeaseManager::leaseAboutToBeRemoved, this,
            [this](int row) { beginRemoveRows({}, row, row); });
    connect(&manager, &TestLeaseManager::leaseRemoved, this, [this] { endRemoveRows(); });
    connect(&manager, &TestLeaseManager::leaseChanged, this,
            [this](int row) { Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1)); });
    auto* timer = new QTimer(this);
    timer->setInterval(kTickMs);
    connect(timer, &QTimer::timeout, this, &TestLeaseModel::tick);
    timer->start();
}

int TestLeaseModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_manager.count();
}

int TestLeaseModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString TestLeaseModel::stateText(const TestLease& lease) {
    if (lease.keeper)
        return keeperStateText(*lease.keeper);
    switch (lease.resume) {
    case TestLease::Resume::WaitingToken:
        return tr("resuming");
    case TestLease::Resume::TokenMissing:
        return tr("cannot resume");
    case TestLease::Resume::Yes:
        return tr("left for resume");
    default:
        return lease.lost ? tr("LOST") : tr("closed");
    }
}

QVariant TestLeaseModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TestLease& lease = m_manager.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(lease, index.column());
    case Qt::CheckStateRole:
        return checkState(lease, index.column());
    case Qt::ForegroundRole:
        return foreground(lease, index.column());
    case Qt::BackgroundRole:
        return lease.lost ? QVariant(kLostBackground) : QVariant();
    case Qt::FontRole:
        if (index.column() == StateColumn && lease.lost) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        return toolTip(lease, index.column());
    case KeyRole:
        return lease.key;
    case LockTokenRole:
        return lease.keeper ? lease.keeper->lockToken() : QString();
    case FencingTokenRole: {
        const auto token = lease.keeper ? lease.keeper->fencingToken() : std::nullopt;
        return token ? QString::number(*token) : QString();
    }
    case LostRole:
        return lease.lost;
    case OpenRole:
        return lease.isOpen();
    case CanRenewRole:
        return lease.canRenew();
    case CanReleaseRole:
        return lease.canRelease();
    case CanDismissRole:
        return lease.canDismiss();
    case NoteRole:
        return lease.note;
    default:
        return {};
    }
}

QVariant TestLeaseModel::display(const TestLease& lease, int column) const {
    const LeaseKeeper* keeper = lease.keeper.get();
    const bool granted = keeper && keeper->fencingToken().has_value();
    switch (column) {
    case KeyColumn:
        return lease.key;
    case StateColumn:
        return stateText(lease);
    case FencingTokenColumn:
        return granted ? QString::number(*keeper->fencingToken()) : QString();
    case ExpiresInColumn:
        return expiresInText(lease);
    case LocalDeadlineColumn:
        return keeper && keeper->localDeadlineMs() && keeper->isOpen()
                   ? tr("%1 (%2)").arg(timetext::clockTime(keeper->localDeadlineUtc()),
                                       untilText(keeper->localDeadlineUtc()))
                   : QString();
    case RenewalsColumn:
        return renewalsText(lease);
    case LastLatencyColumn:
        return keeper && keeper->lastRenewalLatencyMs()
                   ? tr("%L1 ms").arg(*keeper->lastRenewalLatencyMs())
                   : QString();
    case NextRenewalColumn:
        if (!keeper || !keeper->isHeld())
            return QString();
        if (!keeper->nextRenewalMs())
            return keeper->autoRenew() ? tr("none (capped)") : tr("off");
        return untilText(keeper->nextRenewalUtc());
    case AbsoluteDeadlineColumn:
        return keeper && keeper->absoluteDeadline().isValid()
                   ? timetext::utcMinute(keeper->absoluteDeadline())
                   : QString();
    case LockTokenColumn:
        return keeper ? keeper->lockToken() : QString();
    case NoteColumn:
        return lease.note;
    default:
        return {};
    }
}

QVariant TestLeaseModel::checkState(const TestLease& lease, int column) const {
    if (column == AutoRenewColumn && lease.keeper)
        return lease.keeper->autoRenew() ? Qt::Checked : Qt::Unchecked;
    if (column == ResumeColumn) {
        if (lease.resume == TestLease::Resume::Saving)
            return Qt::PartiallyChecked;
        return lease.wantResume ? Qt::Checked : Qt::Unchecked;
    }
    return {};
}

QVariant TestLeaseModel::foreground(const TestLease& lease, int column) const {
    if (lease.lost)
        return kLostText;
    if (column == StateColumn && lease.keeper && lease.keeper->isHeld())
        return kHeldText;
    if (column == NoteColumn)
        return kQuietText;
    return {};
}

QVariant TestLeaseModel::toolTip(const TestLease& lease, int column) const {
    switch (column) {
    case ExpiresInColumn:
        return tr("Until expires_at on the server's clock (corrected by the estimated offset)");
    case LocalDeadlineColumn:
        return tr("When this console stops trusting the lease: send time of the last good "
                  "request + TTL, on the monotonic clock");
    case AbsoluteDeadlineColumn:
        return tr("The acquisition's 90-day deadline, %1: renewals stop extending the lease "
                  "there")
            .arg(lease.keeper ? timetext::utcTime(lease.keeper->absoluteDeadline()) : QString());
    case RenewalsColumn:
        return tr("Successful renewals of this lease and when the last one was sent. Renewals "
                  "are counted here, not written to the audit log; acquire, release and loss "
                  "are audited.");
    case AutoRenewColumn:
        return tr("Renew automatically; without it the lease ends at its local deadline");
    case ResumeColumn:
        if (!m_manager.canResume() && !lease.wantResume)
            return tr("Not available: without a keychain the lock token can only be kept in "
                      "memory, so the lease cannot be resumed after a restart.");
        return tr("Keep the lock token in the OS keychain and take the lease up again when the "
                  "console restarts. Your desktop may ask you to unlock the keychain when the "
                  "token is stored.");
    case LockTokenColumn:
        return tr("The lease's secret: copy it to act as this holder elsewhere");
    default:
        return lease.note.isEmpty() ? QVariant() : QVariant(lease.note);
    }
}

QString TestLeaseModel::expiresInText(const TestLease& lease) const {
    const LeaseKeeper* keeper = lease.keeper.get();
    if (!keeper || !keeper->expiresAt().isValid() || !keeper->isOpen())
        return {};
    const qint64 leftMs = m_offset.serverNow().msecsTo(keeper->expiresAt());
    return leftMs > 0 ? timetext::duration(leftMs) : tr("expired");
}

// "3, last 14:03:27": how many renewals succeeded and when the last one was sent.
QString TestLeaseModel::renewalsText(const TestLease& lease) const {
    const LeaseKeeper* keeper = lease.keeper.get();
    if (!keeper)
        return {};
    const QDateTime last = keeper->lastRenewalUtc();
    if (keeper->renewalsDone() == 0 || !last.isValid())
        return QLocale().toString(keeper->renewalsDone());
    return tr("%1, last %2").arg(keeper->renewalsDone()).arg(timetext::clockTime(last));
}

QString TestLeaseModel::untilText(const QDateTime& consoleTime) const {
    if (!consoleTime.isValid())
        return {};
    const qint64 leftMs = m_clock.utcNow().msecsTo(consoleTime);
    return leftMs >= 0 ? tr("in %1").arg(timetext::duration(leftMs))
                       : tr("%1 ago").arg(timetext::duration(-leftMs));
}

QVariant TestLeaseModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case StateColumn:
        return tr("State");
    case FencingTokenColumn:
        return tr("Fencing token");
    case ExpiresInColumn:
        return tr("Expires in");
    case LocalDeadlineColumn:
        return tr("Local deadline");
    case RenewalsColumn:
        return tr("Renewals");
    case LastLatencyColumn:
        return tr("Renew latency");
    case NextRenewalColumn:
        return tr("Next renewal");
    case AbsoluteDeadlineColumn:
        return tr("90-day deadline");
    case AutoRenewColumn:
        return tr("Auto-renew");
    case ResumeColumn:
        return tr("Resume");
    case LockTokenColumn:
        return tr("Lock token");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

Qt::ItemFlags TestLeaseModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return flags;
    const TestLease& lease = m_manager.at(index.row());
    const bool held = lease.keeper && lease.keeper->isHeld();
    // Resume can always be switched off, but only switched on with a keychain to keep the
    // token in.
    const bool resumeSwitchable = m_manager.canResume() || lease.wantResume;
    if ((index.column() == AutoRenewColumn && held) ||
        (index.column() == ResumeColumn && held && resumeSwitchable))
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

bool TestLeaseModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::CheckStateRole || !(flags(index) & Qt::ItemIsUserCheckable))
        return false;
    const QString key = m_manager.at(index.row()).key;
    const bool on = value.toInt() == Qt::Checked;
    if (index.column() == AutoRenewColumn)
        m_manager.setAutoRenew(key, on);
    else
        m_manager.setResumeAfterRestart(key, on);
    return true;
}

void TestLeaseModel::tick() {
    if (rowCount() == 0)
        return;
    Q_EMIT dataChanged(index(0, ExpiresInColumn), index(rowCount() - 1, NextRenewalColumn),
                       {Qt::DisplayRole});
}

} // namespace volcano::ui
