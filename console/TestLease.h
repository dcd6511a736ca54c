// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/LeaseKeeper.h"
#include "protocol/LockTypes.h"
#include "protocol/OperationResult.h"
#include "store/ResumableLease.h"

#include <QString>

#include <memory>
#include <optional>

namespace volcano::ui {

// One row of the test-leases panel: a lease the operator took by hand, or one from the last
// session being resumed.
struct TestLease {
    enum class Resume {
        No,           // not kept across a restart
        Saving,       // the token is on its way to the keychain
        Yes,          // token in the keychain, row in the database
        WaitingToken, // resuming: reading the token from the keychain
        TokenMissing, // resuming failed: no token in the keychain (or it is locked)
    };

    QString key;
    // The row owns its keeper (no QObject parent): removing the row, or resetting this,
    // stops it without a release. Null while a resume waits for the keychain, when it could
    // not start, or once the lease was abandoned on close.
    std::unique_ptr<LeaseKeeper> keeper;
    bool wantResume = false; // the user asked to resume it after a restart
    Resume resume = Resume::No;
    // For a resumed lease: what was saved, to tell a lapsed lease from the same acquisition.
    std::optional<ResumableLease> saved;
    // A sentence about the row beyond the keeper's state (loss reason, resume outcome).
    QString note;
    bool lost = false; // lost, or a resume that failed: the row turns red
    // The latest renewal that failed since the last good one: its request id goes into the
    // audit row when the lease is lost. Renewals themselves are counted, not audited.
    std::optional<OperationResult> failedRenewal;

    bool isOpen() const { return keeper && keeper->isOpen(); }
    // What the row's actions may do now. Renew needs a held lease; release one that is held
    // or still being acquired (it is released once granted); dismiss a row that is done
    // (not while a resume still reads the keychain: the saved lease would come back).
    bool canRenew() const { return keeper && keeper->isHeld(); }
    bool canRelease() const {
        return keeper && (keeper->isHeld() || keeper->state() == LeaseKeeper::State::Acquiring);
    }
    bool canDismiss() const { return !isOpen() && resume != Resume::WaitingToken; }
};

} // namespace volcano::ui
