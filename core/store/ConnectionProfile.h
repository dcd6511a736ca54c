// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QMetaType>
#include <QString>
#include <QUrl>

namespace volcano {

// Where and how the console connects. Deliberately holds no secret: the service key lives in
// SecretStore (the OS keychain) under the profile's id.
struct ConnectionProfile {
    QString id; // a UUID without braces; ProfileStore::save() assigns one when empty
    QString name;
    QUrl baseUrl;                 // for an embedded sandbox: filled in at each start (port changes)
    QString projectLabel;         // free text shown in the status bar, e.g. "payments-prod"
    bool readOnly = false;        // production-safe: no force release, no test leases
    bool embeddedSandbox = false; // the console starts its own sandbox for this profile
    // PEM file of a private CA that signed the server's certificate, trusted on top of the
    // system trust store; empty: the system store alone.
    QString caFile;
    // Team mode (docs/team-mode.md): the team store's URL, e.g.
    // postgresql://alice@db.example.com/locks?sslmode=verify-full. Empty: solo mode. Its
    // password is a secret (SecretRef::storePassword), never part of this URL.
    QString teamStore;

    // Whether the profile can be saved, or why not. Base URLs follow EndpointPolicy (https,
    // or plain http only to loopback); an embedded-sandbox profile may have no URL yet.
    Expected<void> validate() const;

    friend bool operator==(const ConnectionProfile&, const ConnectionProfile&) = default;
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::ConnectionProfile)
