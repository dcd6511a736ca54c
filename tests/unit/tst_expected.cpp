// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/Expected.h"

#include <QStringList>
#include <QTest>

#include <memory>
#include <type_traits>

using namespace volcano;

namespace {

Expected<int> half(int value) {
    if (value % 2 != 0)
        return fail(QStringLiteral("%1 is odd").arg(value));
    return value / 2;
}

Expected<void> checkPositive(int value) {
    if (value <= 0)
        return fail(QStringLiteral("%1 is not positive").arg(value));
    return {};
}

// Propagates the first failure, the way converted callers do.
Expected<int> quarterOfPositive(int value) {
    if (const auto positive = checkPositive(value); !positive)
        return positive.error();
    const auto first = half(value);
    if (!first)
        return first.error();
    return half(*first);
}

// A richer error type, like lockctl's Failure.
struct Refusal {
    int code = 0;
    QString reason;
};

Expected<void, Refusal> refuseOdd(int value) {
    if (value % 2 != 0)
        return Refusal{2, QStringLiteral("odd")};
    return {};
}

} // namespace

// Expected<T> is the one error convention outside the network path (see protocol/Expected.h):
// a value or an Error, never both, and the caller cannot ignore it.
class TestExpected : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void holdsAValue();
    void holdsAnError();
    void voidSucceedsByDefault();
    void voidHoldsAnError();
    void propagatesTheFirstError();
    void accessesMembersThroughArrow();
    void movesOutMoveOnlyValues();
    void customErrorType();
    void errorsCompareByMessage();
    void testsOnlyExplicitly();
};

void TestExpected::holdsAValue() {
    const Expected<int> result = half(8);
    QVERIFY(result.has_value());
    QVERIFY(static_cast<bool>(result));
    QCOMPARE(result.value(), 4);
    QCOMPARE(*result, 4);

    Expected<QString> text = QStringLiteral("abc");
    text->append(u'd');
    QCOMPARE(*text, QStringLiteral("abcd"));
    *text = QStringLiteral("replaced");
    QCOMPARE(text.value(), QStringLiteral("replaced"));
}

void TestExpected::holdsAnError() {
    const Expected<int> result = half(7);
    QVERIFY(!result.has_value());
    QVERIFY(!result);
    QCOMPARE(result.error().message, QStringLiteral("7 is odd"));

    // A T that is itself text is still told apart from an error.
    const Expected<QString> text = fail(QStringLiteral("no text"));
    QVERIFY(!text);
    QCOMPARE(text.error().message, QStringLiteral("no text"));
    const Expected<QString> empty = QString();
    QVERIFY(empty);
    QVERIFY(empty->isEmpty());
}

void TestExpected::voidSucceedsByDefault() {
    const Expected<void> result = checkPositive(3);
    QVERIFY(result.has_value());
    QVERIFY(static_cast<bool>(result));
    result.value(); // does not assert
    const Expected<void> defaulted;
    QVERIFY(defaulted);
}

void TestExpected::voidHoldsAnError() {
    const Expected<void> result = checkPositive(-1);
    QVERIFY(!result.has_value());
    QVERIFY(!result);
    QCOMPARE(result.error().message, QStringLiteral("-1 is not positive"));
    QCOMPARE(checkPositive(0).error().message, QStringLiteral("0 is not positive"));
}

void TestExpected::propagatesTheFirstError() {
    QCOMPARE(*quarterOfPositive(12), 3);
    QCOMPARE(quarterOfPositive(-4).error().message, QStringLiteral("-4 is not positive"));
    QCOMPARE(quarterOfPositive(5).error().message, QStringLiteral("5 is odd"));
    QCOMPARE(quarterOfPositive(6).error().message, QStringLiteral("3 is odd"));
}

void TestExpected::accessesMembersThroughArrow() {
    const Expected<QStringList> list = QStringList{QStringLiteral("a"), QStringLiteral("b")};
    QCOMPARE(list->size(), 2);
    QCOMPARE(list->join(u','), QStringLiteral("a,b"));
}

void TestExpected::movesOutMoveOnlyValues() {
    Expected<std::unique_ptr<int>> pointer = std::make_unique<int>(42);
    QVERIFY(pointer);
    const std::unique_ptr<int> taken = std::move(pointer).value();
    QVERIFY(taken);
    QCOMPARE(*taken, 42);

    Expected<void> failed = fail(QStringLiteral("gone"));
    const Error error = std::move(failed).error();
    QCOMPARE(error.message, QStringLiteral("gone"));
}

void TestExpected::customErrorType() {
    QVERIFY(refuseOdd(2));
    const auto refused = refuseOdd(3);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, 2);
    QCOMPARE(refused.error().reason, QStringLiteral("odd"));
}

void TestExpected::errorsCompareByMessage() {
    QVERIFY(fail(QStringLiteral("x")) == Error{QStringLiteral("x")});
    QVERIFY(!(fail(QStringLiteral("x")) == fail(QStringLiteral("y"))));
}

void TestExpected::testsOnlyExplicitly() {
    // `if (result)` works; `bool ok = result;` or `int n = half(4);` do not compile, so a
    // result is never mistaken for its value.
    static_assert(std::is_constructible_v<bool, Expected<int>>);
    static_assert(!std::is_convertible_v<Expected<int>, bool>);
    static_assert(!std::is_convertible_v<Expected<void>, bool>);
    static_assert(!std::is_convertible_v<Expected<int>, int>);
    // Nothing converts to Expected but a T and an E.
    static_assert(std::is_convertible_v<Error, Expected<void>>);
    static_assert(!std::is_convertible_v<QString, Expected<void>>);
    static_assert(!std::is_convertible_v<QString, Expected<int>>);
}

QTEST_GUILESS_MAIN(TestExpected)
#include "tst_expected.moc"
