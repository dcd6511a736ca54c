// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// A stand-in for a console that is killed mid force release: it runs the console's real
// ForceReleaseProcedure on a real database file, confirms as soon as the lock is read, and
// prints "sending INTENT_ID" once the intent row is stored and the request is on its way.
// The test kills it there (SIGKILL) while the server keeps the answer back.
//
// Usage: forcerelease-until-killed DATABASE BASE_URL KEY PROFILE_ID
#include "client/LockClient.h"
#include "console/ForceReleaseProcedure.h"
#include "store/AppDatabase.h"
#include "store/AuditLog.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using volcano::ui::ForceReleaseProcedure;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() != 5)
        return 2;
    volcano::AppDatabase database(arguments.at(1));
    if (!database.open())
        return 3;
    volcano::AuditLog audit(database);
    volcano::LockClient client;
    client.setBaseUrl(QUrl(arguments.at(2)));
    client.setServiceKey(QStringLiteral("sk_until_killed"));
    volcano::ConnectionProfile profile;
    profile.id = arguments.at(4);
    profile.name = QStringLiteral("Killed console");
    ForceReleaseProcedure procedure(client, audit, profile, arguments.at(3));
    ForceReleaseProcedure* release = &procedure;
    procedure.setReason(QStringLiteral("drill: the console is killed mid request"));
    QObject::connect(&procedure, &ForceReleaseProcedure::stepChanged, &app,
                     [release](ForceReleaseProcedure::Step step) {
                         if (step == ForceReleaseProcedure::Step::Ready)
                             release->confirm();
                         if (step == ForceReleaseProcedure::Step::Sending) {
                             QTextStream(stdout) << "sending " << release->intentId() << '\n';
                             fflush(stdout);
                         }
                         if (step == ForceReleaseProcedure::Step::Aborted ||
                             step == ForceReleaseProcedure::Step::ReadFailed)
                             QCoreApplication::exit(4);
                     });
    procedure.start();
    return QCoreApplication::exec();
}
