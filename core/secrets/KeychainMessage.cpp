// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "secrets/KeychainMessage.h"

#include <QObject>

namespace volcano::keychainmessage {
namespace {

QString inMemory() {
    return QObject::tr("keys and lock tokens are kept in memory only, for this session.");
}

// QtKeychain's text, e.g. "Object does not exist at path /org/freedesktop/secrets/…", when
// it says more than the kind of error; empty otherwise.
QString detail(QKeychain::Error error, const QString& libraryText) {
    const QString text = libraryText.simplified();
    static const QStringList kSaysNothing{QStringLiteral("unknown error"),
                                          QStringLiteral("no error")};
    if (text.isEmpty() || kSaysNothing.contains(text.toLower()))
        return {};
    return QObject::tr("Details: %1 (keychain error %2).").arg(text).arg(int(error));
}

QString withDetail(const QString& sentence, QKeychain::Error error, const QString& libraryText) {
    const QString more = detail(error, libraryText);
    return more.isEmpty() ? sentence : sentence + QLatin1Char(' ') + more;
}

} // namespace

QString memoryOnly(QKeychain::Error error, const QString& libraryText) {
    QString sentence;
    switch (error) {
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        sentence = QObject::tr("No keychain is available on this system (no Secret Service); ");
        break;
    case QKeychain::AccessDeniedByUser:
        sentence = QObject::tr("The keychain was not unlocked (the prompt was dismissed); ");
        break;
    case QKeychain::AccessDenied:
    case QKeychain::OtherError:
    case QKeychain::NoError:
    case QKeychain::EntryNotFound:
    case QKeychain::CouldNotDeleteEntry:
        sentence = QObject::tr("The keychain is locked or unavailable; ");
        break;
    }
    return withDetail(sentence + inMemory(), error, libraryText);
}

QString entryFailed(QKeychain::Error error, const QString& libraryText) {
    QString sentence;
    switch (error) {
    case QKeychain::EntryNotFound:
        sentence = QObject::tr("The keychain has no saved entry for this.");
        break;
    case QKeychain::CouldNotDeleteEntry:
        sentence = QObject::tr("The keychain could not delete the saved entry.");
        break;
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        sentence = QObject::tr("The keychain refused access to the saved entry.");
        break;
    case QKeychain::NoError:
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
        sentence = QObject::tr("The keychain could not complete the request.");
        break;
    }
    return withDetail(sentence, error, libraryText);
}

QString switchedOff() {
    return QObject::tr("The keychain is switched off (--no-keychain); ") + inMemory();
}

} // namespace volcano::keychainmessage
