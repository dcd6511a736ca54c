// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// What the console says when the keychain fails: a plain sentence first, for every error
// QtKeychain can report, and the library's own words only after it, only when they add
// something.
#include "secrets/KeychainMessage.h"

#include <QRegularExpression>
#include <QTest>

using namespace volcano;

namespace {

constexpr QKeychain::Error kAllErrors[] = {
    QKeychain::NoError,
    QKeychain::EntryNotFound,
    QKeychain::CouldNotDeleteEntry,
    QKeychain::AccessDeniedByUser,
    QKeychain::AccessDenied,
    QKeychain::NoBackendAvailable,
    QKeychain::NotImplemented,
    QKeychain::OtherError,
};

const QString kLibraryText = QStringLiteral(
    "Object does not exist at path \u201c/org/freedesktop/secrets/collection/login\u201d");

// The first sentence: up to the first full stop followed by a blank, or the end.
QString firstSentence(const QString& text) {
    const qsizetype end = text.indexOf(QStringLiteral(". "));
    return end < 0 ? text : text.left(end + 1);
}

} // namespace

class TestKeychainMessage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void startsWithAPlainSentence_data();
    void startsWithAPlainSentence();
    void libraryTextOnlyWhenItSaysSomething();
    void memoryOnlySaysWhereKeysGo();
    void switchedOff();
};

void TestKeychainMessage::startsWithAPlainSentence_data() {
    QTest::addColumn<QString>("text");
    for (const QKeychain::Error error : kAllErrors) {
        for (const QString& library : {QString(), QStringLiteral("Unknown error"), kLibraryText}) {
            const QByteArray name =
                QByteArray::number(int(error)) + '/' + library.left(12).toUtf8();
            QTest::addRow("memory only %s", name.constData())
                << keychainmessage::memoryOnly(error, library);
            QTest::addRow("entry failed %s", name.constData())
                << keychainmessage::entryFailed(error, library);
        }
    }
}

void TestKeychainMessage::startsWithAPlainSentence() {
    QFETCH(QString, text);
    const QString first = firstSentence(text);
    // "The keychain is locked or unavailable; …", "No keychain is available …".
    static const QRegularExpression plain(QStringLiteral("^(The|No) keychain [A-Za-z ,;()-]+\\.$"));
    QVERIFY2(plain.match(first).hasMatch(), qPrintable(text));
    QVERIFY2(!first.contains(QStringLiteral("error")), qPrintable(text));
    QVERIFY2(!first.contains(QStringLiteral("/org/")), qPrintable(text));
}

void TestKeychainMessage::libraryTextOnlyWhenItSaysSomething() {
    const QString detailed = keychainmessage::memoryOnly(QKeychain::OtherError, kLibraryText);
    QVERIFY2(detailed.indexOf(kLibraryText) > firstSentence(detailed).size(), qPrintable(detailed));
    QVERIFY2(detailed.contains(QStringLiteral("keychain error 7")), qPrintable(detailed));
    const QString vague =
        keychainmessage::memoryOnly(QKeychain::OtherError, QStringLiteral("Unknown error"));
    QVERIFY2(!vague.contains(QStringLiteral("Unknown error")), qPrintable(vague));
    QVERIFY2(!vague.contains(QStringLiteral("keychain error")), qPrintable(vague));
    QCOMPARE(keychainmessage::entryFailed(QKeychain::CouldNotDeleteEntry, QString()),
             QStringLiteral("The keychain could not delete the saved entry."));
}

void TestKeychainMessage::memoryOnlySaysWhereKeysGo() {
    for (const QKeychain::Error error : kAllErrors) {
        const QString text = keychainmessage::memoryOnly(error, kLibraryText);
        QVERIFY2(firstSentence(text).contains(QStringLiteral("kept in memory only")),
                 qPrintable(text));
    }
    QVERIFY(keychainmessage::memoryOnly(QKeychain::OtherError, {})
                .startsWith(QStringLiteral("The keychain is locked or unavailable; ")));
    QVERIFY(keychainmessage::memoryOnly(QKeychain::NoBackendAvailable, {})
                .startsWith(QStringLiteral("No keychain is available")));
}

void TestKeychainMessage::switchedOff() {
    const QString text = keychainmessage::switchedOff();
    QVERIFY2(text.startsWith(QStringLiteral("The keychain is switched off (--no-keychain); ")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("memory only")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestKeychainMessage)
#include "tst_keychainmessage.moc"
