<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%Ln keys to add</source>
        <translation>
            <numerusform>%Ln key to add</numerusform>
            <numerusform>%Ln keys to add</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln items rejected</source>
        <translation>
            <numerusform>%Ln item rejected</numerusform>
            <numerusform>%Ln items rejected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines rejected</source>
        <translation>
            <numerusform>%Ln line rejected</numerusform>
            <numerusform>%Ln lines rejected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keys repeated (counted once)</source>
        <translation>
            <numerusform>%Ln key repeated (counted once)</numerusform>
            <numerusform>%Ln keys repeated (counted once)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln keys</source>
        <translation>
            <numerusform>Add %Ln key</numerusform>
            <numerusform>Add %Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln keys</source>
        <translation>
            <numerusform>Added %Ln key</numerusform>
            <numerusform>Added %Ln keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::readbudget</name>
    <message numerus="yes">
        <source>%Ln keys and no reads left in the budget</source>
        <translation>
            <numerusform>%Ln key and no reads left in the budget</numerusform>
            <numerusform>%Ln keys and no reads left in the budget</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keys at %1: each key about every %2</source>
        <translation>
            <numerusform>%Ln key at %1: read about every %2</numerusform>
            <numerusform>%Ln keys at %1: each key about every %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln reads a minute</source>
        <translation>
            <numerusform>%Ln read a minute</numerusform>
            <numerusform>%Ln reads a minute</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertsPanel</name>
    <message numerus="yes">
        <source>No alerts: none of the %n rules in force has fired.</source>
        <translation>
            <numerusform>No alerts: the rule in force has not fired.</numerusform>
            <numerusform>No alerts: none of the %n rules in force has fired.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::AuditLogView</name>
    <message numerus="yes">
        <source>%Ln entries</source>
        <translation>
            <numerusform>%Ln entry</numerusform>
            <numerusform>%Ln entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::CapacityPlannerView</name>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;Fits.&lt;/b&gt;&lt;/span&gt; %Ln holders leave %1 requests a minute of the usable budget.</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;Fits.&lt;/b&gt;&lt;/span&gt; %Ln holder leaves %1 requests a minute of the usable budget.</numerusform>
            <numerusform>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;Fits.&lt;/b&gt;&lt;/span&gt; %Ln holders leave %1 requests a minute of the usable budget.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;Over budget&lt;/b&gt;&lt;/span&gt; by %1 requests a minute: renewals will meet 429s and leases will be lost. Use at most %Ln holders, or a longer TTL.</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;Over budget&lt;/b&gt;&lt;/span&gt; by %1 requests a minute: renewals will meet 429s and leases will be lost. Use at most %Ln holder, or a longer TTL.</numerusform>
            <numerusform>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;Over budget&lt;/b&gt;&lt;/span&gt; by %1 requests a minute: renewals will meet 429s and leases will be lost. Use at most %Ln holders, or a longer TTL.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleStatusBar</name>
    <message numerus="yes">
        <source>No reads left for %Ln keys</source>
        <translation>
            <numerusform>No reads left for %Ln key</numerusform>
            <numerusform>No reads left for %Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alerts firing</source>
        <translation>
            <numerusform>%n alert firing</numerusform>
            <numerusform>%n alerts firing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::FirstPassProgress</name>
    <message numerus="yes">
        <source>First pass: %L1 of %Ln keys read</source>
        <translation>
            <numerusform>First pass: %L1 of %Ln key read</numerusform>
            <numerusform>First pass: %L1 of %Ln keys read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every watched key is read once before the console knows its state; keys not read yet say &quot;not read yet&quot;. The time left is an estimate: %Ln keys left at about %L1 reads a minute (the polling budget, less what test-lease renewals, the selected key and takeover reads need). Keys matching the filter and the selected keys are read first.</source>
        <translation>
            <numerusform>Every watched key is read once before the console knows its state; keys not read yet say &quot;not read yet&quot;. The time left is an estimate: %Ln key left at about %L1 reads a minute (the polling budget, less what test-lease renewals, the selected key and takeover reads need). Keys matching the filter and the selected keys are read first.</numerusform>
            <numerusform>Every watched key is read once before the console knows its state; keys not read yet say &quot;not read yet&quot;. The time left is an estimate: %Ln keys left at about %L1 reads a minute (the polling budget, less what test-lease renewals, the selected key and takeover reads need). Keys matching the filter and the selected keys are read first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::LockDetailPanel</name>
    <message numerus="yes">
        <source>%n — fencing token went backwards</source>
        <translation>
            <numerusform>%n — fencing token went backwards</numerusform>
            <numerusform>%n — fencing token went backwards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln handovers</source>
        <translation>
            <numerusform>%Ln handover</numerusform>
            <numerusform>%Ln handovers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::RequestLogView</name>
    <message numerus="yes">
        <source>%Ln requests kept</source>
        <translation>
            <numerusform>%Ln request kept</numerusform>
            <numerusform>%Ln requests kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::TimelinePanel</name>
    <message numerus="yes">
        <source>%Ln keys</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln events</source>
        <translation>
            <numerusform>%Ln event</numerusform>
            <numerusform>%Ln events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::TimelineView</name>
    <message numerus="yes">
        <source>%1: %Ln reads in the range</source>
        <translation>
            <numerusform>%1: %Ln read in the range</numerusform>
            <numerusform>%1: %Ln reads in the range</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::WatchlistActions</name>
    <message numerus="yes">
        <source>Stop watching %n keys? The locks themselves are not touched.</source>
        <translation>
            <numerusform>Stop watching %n key? The lock itself is not touched.</numerusform>
            <numerusform>Stop watching %n keys? The locks themselves are not touched.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::renewaltext</name>
    <message numerus="yes">
        <source>%Ln seen, latest at %1</source>
        <translation>
            <numerusform>%Ln seen, latest at %1</numerusform>
            <numerusform>%Ln seen, latest at %1</numerusform>
        </translation>
    </message>
</context>
</TS>
